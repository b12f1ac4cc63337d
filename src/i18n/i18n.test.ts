import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../domain/i18n/en.ts';
import { kn } from '../../domain/i18n/kn.ts';
import { createTranslate, fillPlaceholders, MISSING_TEXT } from '../../domain/i18n/translate.ts';
import { takeMissingTexts } from './failOnMissingText.ts';
import { localizePath, pickMessages, splitLocale, switchLocalePath, translationsFor } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  it('Kannada has exactly the English keys', () => {
    expect(Object.keys(kn).sort()).toEqual(Object.keys(en).sort());
  });

  it('no string is empty', () => {
    for (const [key, value] of [...Object.entries(en), ...Object.entries(kn)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('Kannada keeps every placeholder of the English', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(kn[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('Kannada strings are written in Kannada (apart from names and numbers)', () => {
    const latinOnly = Object.entries(kn).filter(([, value]) => !/[\u0C80-\u0CFF]/.test(value));
    // Language names are shown each in its own script; the counter, the price and the score are
    // only placeholders, digits and signs.
    expect(latinOnly.map(([key]) => key).sort()).toEqual([
      'activity.score.value',
      'contact.counter',
      'home.perYear',
      'lang.en',
    ]);
  });

  it('UI text corrects the spec’s misspellings', () => {
    const all = Object.values(en).join('\n');
    for (const typo of ['recieved', 'Successfull', 'Sigup', 'proffesion', 'activites'])
      expect(all).not.toContain(typo);
  });
});

describe('t()', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    const t = createTranslate({ 'contact.counter': '{count} / {max}' });
    expect(t('contact.counter', { count: 3, max: 10 })).toBe('3 / 10');
    expect(t('contact.counter', { count: 3 })).toBe('3 / {max}');
  });

  it('falls back to English, then shows the key and says so (a test that shows one fails)', () => {
    const t = createTranslate({}, { 'nav.login': 'Login' });
    expect(t('nav.login')).toBe('Login');
    expect(takeMissingTexts()).toEqual([]);
    expect(t('nav.about')).toBe('nav.about');
    expect(takeMissingTexts()).toEqual([`${MISSING_TEXT} "nav.about"`]);
  });

  it('speaks the page language', () => {
    expect(translationsFor('kn')('nav.login')).toBe('ಲಾಗಿನ್');
    expect(translationsFor('en')('nav.login')).toBe('Login');
  });

  it('gives an island only the keys it asks for', () => {
    const picked = pickMessages('kn', ['toast.']);
    expect(picked).toEqual({ 'toast.close': kn['toast.close'] });
  });
});

describe('fillPlaceholders: the one way to fill a string', () => {
  it('fills every placeholder, each time it appears, from own values only', () => {
    expect(fillPlaceholders('Photo {n} of {total}', { n: 2, total: 6 })).toBe('Photo 2 of 6');
    expect(fillPlaceholders('{count} / {count}', { count: 0 })).toBe('0 / 0');
    expect(fillPlaceholders('Hey {name}, {constructor}', { name: 'ಚಿನ್ಮಯಿ' })).toBe('Hey ಚಿನ್ಮಯಿ, {constructor}');
  });

  it('is the only way src/ fills one: no hand-written replace of a {placeholder}', () => {
    const handWritten = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|astro)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join('src', file))
      .filter((file) => /\.replace(All)?\(\s*['"`]\{|\{\{\w+\}\}/.test(readFileSync(file, 'utf8')));
    expect(handWritten).toEqual([]);
  });
});

describe('paths in two languages', () => {
  it('puts English at / and Kannada under /kn/', () => {
    expect(localizePath('en', '/contactUs')).toBe('/contactUs');
    expect(localizePath('kn', '/contactUs')).toBe('/kn/contactUs');
    expect(localizePath('kn', '/')).toBe('/kn/');
    expect(localizePath('en', '/')).toBe('/');
  });

  it('reads the language of a path', () => {
    expect(splitLocale('/kn/contactUs')).toEqual({ locale: 'kn', path: '/contactUs' });
    expect(splitLocale('/kn/')).toEqual({ locale: 'kn', path: '/' });
    expect(splitLocale('/kn')).toEqual({ locale: 'kn', path: '/' });
    expect(splitLocale('/knowledge')).toEqual({ locale: 'en', path: '/knowledge' });
  });

  it('switches a page to the other language', () => {
    expect(switchLocalePath('/contactUs', 'kn')).toBe('/kn/contactUs');
    expect(switchLocalePath('/kn/contactUs', 'en')).toBe('/contactUs');
    expect(switchLocalePath('/', 'kn')).toBe('/kn/');
    expect(switchLocalePath('/kn/', 'en')).toBe('/');
  });
});
