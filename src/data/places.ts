// The one loader of the states and districts (spec §3), for the sign-up's location screen and
// My Account's profile form alike. Fetched as JSON when a form opens: as an import it would be
// 4 KB of JavaScript in the island's bundle.
import placesUrl from './india-districts.json?url';

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
