import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import { loadPlaceNames, type PlaceNames, placeLabel } from '../../data/places.ts';

const NONE: PlaceNames = { states: {}, districts: {} };

/**
 * The page's names of states and districts (Kannada on Kannada pages), for the sign-up's
 * location screen and My Account alike: `state(value)` and `district(value)` give what to show;
 * the English value stays what is stored. Until the names arrive, the English ones show.
 */
export function usePlaceNames(locale: Locale) {
  const [names, setNames] = useState(NONE);
  useEffect(() => {
    loadPlaceNames(locale)
      .then(setNames)
      .catch(() => {});
  }, [locale]);
  return {
    state: (value: string) => placeLabel(names, 'state', value),
    district: (value: string) => placeLabel(names, 'district', value),
  };
}
