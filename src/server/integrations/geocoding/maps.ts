import type { Geocoder, PlaceSuggestion, SuggestOptions } from './types';

export interface MapsGeocoderOptions {
  apiKey: string;
  /** Overridable so tests can point it at a local fake of the API. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface PlacesResponse {
  places?: {
    id?: string;
    formattedAddress?: string;
    location?: { latitude?: number; longitude?: number };
    addressComponents?: { shortText?: string; types?: string[] }[];
  }[];
}

export class MapsApiError extends Error {}

/**
 * Google Places API (New) Text Search: one request returns addresses with coordinates, so a
 * suggestion needs no second "place details" call. Restricted to the US (SPEC 9: country US).
 */
export function createMapsGeocoder(opts: MapsGeocoderOptions): Geocoder {
  const base = (opts.baseUrl ?? 'https://places.googleapis.com').replace(/\/$/, '');
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 4000;

  /** `type`: restrict to a place type (a driver's search is a city or a ZIP code, not a street). */
  async function search(textQuery: string, limit: number, type?: 'locality' | 'postal_code'): Promise<PlaceSuggestion[]> {
    const res = await doFetch(`${base}/v1/places:searchText`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-goog-api-key': opts.apiKey,
        // Only the fields we use: the API bills by the field mask.
        'x-goog-fieldmask': 'places.id,places.formattedAddress,places.location,places.addressComponents',
      },
      body: JSON.stringify({
        textQuery,
        regionCode: 'US',
        pageSize: Math.min(Math.max(limit, 1), 20),
        ...(type ? { includedType: type } : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new MapsApiError(`maps API answered ${res.status}`);
    const body = (await res.json()) as PlacesResponse;
    const out: PlaceSuggestion[] = [];
    for (const p of body.places ?? []) {
      const lat = p.location?.latitude;
      const lng = p.location?.longitude;
      if (!p.id || !p.formattedAddress || typeof lat !== 'number' || typeof lng !== 'number') continue;
      const state = p.addressComponents?.find((c) => c.types?.includes('administrative_area_level_1'))?.shortText ?? null;
      out.push({ place_id: p.id, description: p.formattedAddress.replace(/, USA$/, ''), latitude: lat, longitude: lng, state });
    }
    return out.slice(0, limit);
  }

  return {
    kind: 'maps',
    suggestAddress: (q: string, o: SuggestOptions = {}) => search(q, o.limit ?? 8),
    searchPlace: (q: string, o: SuggestOptions = {}) =>
      search(q, o.limit ?? 8, /^\s*\d{5}(-\d{4})?\s*$/.test(q) ? 'postal_code' : 'locality'),
  };
}
