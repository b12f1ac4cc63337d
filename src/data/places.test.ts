import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import data from './india-districts.json';

/** A fresh copy of the loader for each test: it keeps what it fetched for the page's lifetime. */
const loader = async () => {
  vi.resetModules();
  return import('./places.ts');
};
const answer = (status: number) =>
  new Response(status === 200 ? JSON.stringify(data) : 'Not found', { status });

describe('states and districts (spec §3)', () => {
  it('lists 28 states and 8 union territories', () => {
    expect(data.states.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(data.states.filter((s) => s.kind === 'union-territory')).toHaveLength(8);
  });

  it('gives the districts of the chosen state, value equal to label', async () => {
    const { districtsOf } = await loader();
    const karnataka = districtsOf(data.states, 'Karnataka');
    expect(karnataka).toHaveLength(31);
    expect(karnataka).toContain('Mandya');
  });

  it('gives an empty list for a state without a list, or none chosen', async () => {
    const { districtsOf } = await loader();
    expect(districtsOf([{ name: 'Somewhere', districts: [] }], 'Somewhere')).toEqual([]);
    expect(districtsOf(data.states, '')).toEqual([]);
  });
});

describe('loadPlaces: the one loader of india-districts.json', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches the JSON file once, however many forms ask', async () => {
    fetchMock.mockResolvedValue(answer(200));
    const { loadPlaces } = await loader();
    const [first, second] = await Promise.all([loadPlaces(), loadPlaces()]);
    expect(await loadPlaces()).toBe(first);
    expect(second).toBe(first);
    expect(first).toHaveLength(36);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/india-districts.*\.json/);
  });

  it('fails on an error answer, and tries again on the next call', async () => {
    fetchMock.mockResolvedValueOnce(answer(404)).mockResolvedValueOnce(answer(200));
    const { loadPlaces } = await loader();
    await expect(loadPlaces()).rejects.toThrow('places: 404');
    expect(await loadPlaces()).toHaveLength(36);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('one loader', () => {
  it('is the only module of src/ that loads india-districts.json', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|astro)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join('src', file));
    const loaders = files.filter((file) => readFileSync(file, 'utf8').includes('india-districts.json'));
    expect(loaders).toEqual([join('src', 'data', 'places.ts')]);
  });
});

describe('Kannada names of places (shown on Kannada pages; the English names stay stored)', () => {
  const names = JSON.parse(readFileSync(join(import.meta.dirname, 'place-names.kn.json'), 'utf8')) as {
    states: Record<string, string>;
    districts: Record<string, string>;
  };
  it('names every state and union territory and every district of Karnataka', () => {
    for (const state of data.states) expect(names.states[state.name], state.name).toMatch(/[\u0C80-\u0CFF]/);
    const karnataka = data.states.find((s) => s.name === 'Karnataka');
    for (const district of karnataka?.districts ?? [])
      expect(names.districts[district], district).toMatch(/[\u0C80-\u0CFF]/);
  });

  it('loads them only for Kannada and falls back to the English name', async () => {
    const { loadPlaceNames, placeLabel } = await loader();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(names), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const en = await loadPlaceNames('en');
    expect(placeLabel(en, 'state', 'Karnataka')).toBe('Karnataka');
    expect(fetchMock).not.toHaveBeenCalled();
    const kn = await loadPlaceNames('kn');
    expect(placeLabel(kn, 'state', 'Karnataka')).toBe('ಕರ್ನಾಟಕ');
    expect(placeLabel(kn, 'district', 'Mandya')).toBe('ಮಂಡ್ಯ');
    expect(placeLabel(kn, 'district', 'Somewhere')).toBe('Somewhere');
    vi.unstubAllGlobals();
  });
});
