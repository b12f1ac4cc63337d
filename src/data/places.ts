// The one loader of the states and districts (spec §3), for the sign-up's location screen and
// My Account's profile form alike. Fetched as JSON when a form opens: as an import it would be
// 4 KB of JavaScript in the island's bundle.
import type { Locale } from '../../domain/contract/locale.ts';
import placesUrl from './india-districts.json?url';
import placeNamesKnUrl from './place-names.kn.json?url&no-inline';

export type Place = { name: string; districts: string[] };

let loading: Promise<Place[]> | undefined;

/** The states with their districts; fetched once per page, and again after a failure. */
export function loadPlaces(): Promise<Place[]> {
  loading ??= fetch(placesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`places: ${response.status}`);
      return response.json() as Promise<{ states: Place[] }>;
    })
    .then((data) => data.states)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Spec §3: a state without a district list yields an empty list. */
export function districtsOf(places: Place[], state: string): string[] {
  return places.find((place) => place.name === state)?.districts ?? [];
}

/** Kannada names of the states, union territories and Karnataka's districts, by English name. */
export type PlaceNames = { states: Record<string, string>; districts: Record<string, string> };

const NO_NAMES: PlaceNames = { states: {}, districts: {} };
let loadingNames: Promise<PlaceNames> | undefined;

/**
 * The names to show in the page's language: English names are the stored values and need no
 * file; Kannada pages fetch `place-names.kn.json` once (a name it lacks stays in English).
 */
export function loadPlaceNames(locale: Locale): Promise<PlaceNames> {
  if (locale !== 'kn') return Promise.resolve(NO_NAMES);
  loadingNames ??= fetch(placeNamesKnUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`place names: ${response.status}`);
      return response.json() as Promise<PlaceNames>;
    })
    .catch((error: unknown) => {
      loadingNames = undefined;
      throw error;
    });
  return loadingNames;
}

/** A state's or district's name for display; the stored English name when none is known. */
export function placeLabel(names: PlaceNames, kind: 'state' | 'district', value: string): string {
  return (kind === 'state' ? names.states : names.districts)[value] ?? value;
}
