import zipcodes, { type ZipCode } from 'zipcodes';
import type { Geocoder, PlaceSuggestion, SuggestOptions } from './types';

interface City {
  key: string; // lower-case name, for prefix search
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  zip: string; // the first ZIP code, in numeric order: a stable id
  zips: number; // how many ZIP codes it has: a stand-in for its size when ranking matches
}

interface Index {
  cities: City[]; // sorted by key, then by size (largest first)
  byZip: Map<string, ZipCode>;
}

let index: Index | null = null;

/** Built on first use (~40k ZIP codes, ~30 ms) and kept: the package data never changes at run time. */
function getIndex(): Index {
  if (index) return index;
  const byZip = new Map<string, ZipCode>();
  const groups = new Map<string, { zip: ZipCode; lat: number; lng: number; n: number }>();
  for (const z of Object.values(zipcodes.codes)) {
    // The package also ships Canadian postal codes; the product is US only (SPEC 9: country US).
    if (z.country !== 'US' || !Number.isFinite(z.latitude) || !Number.isFinite(z.longitude) || (z.latitude === 0 && z.longitude === 0))
      continue;
    byZip.set(z.zip, z);
    const k = `${z.city.toLowerCase()}|${z.state}`;
    const g = groups.get(k);
    if (g) {
      g.lat += z.latitude;
      g.lng += z.longitude;
      g.n += 1;
      if (z.zip < g.zip.zip) g.zip = z;
    } else {
      groups.set(k, { zip: z, lat: z.latitude, lng: z.longitude, n: 1 });
    }
  }
  const cities: City[] = [...groups.values()].map((g) => ({
    key: g.zip.city.toLowerCase(),
    name: titleCase(g.zip.city),
    state: g.zip.state,
    // The mean of the city's ZIP centroids: closer to downtown than any single ZIP.
    latitude: round6(g.lat / g.n),
    longitude: round6(g.lng / g.n),
    zip: g.zip.zip,
    zips: g.n,
  }));
  cities.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.zips - a.zips));
  index = { cities, byZip };
  return index;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function titleCase(s: string): string {
  return s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
}

/** First index whose key is >= prefix (binary search over the sorted keys). */
function lowerBound(cities: City[], prefix: string): number {
  let lo = 0;
  let hi = cities.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cities[mid]!.key < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function cityPlace(c: City, street?: string): PlaceSuggestion {
  return {
    place_id: `gaz:city:${c.zip}`,
    description: `${street ? `${street}, ` : ''}${c.name}, ${c.state}`,
    latitude: c.latitude,
    longitude: c.longitude,
    state: c.state,
  };
}

function zipPlace(z: ZipCode, street?: string): PlaceSuggestion {
  return {
    place_id: `gaz:zip:${z.zip}`,
    description: `${street ? `${street}, ` : ''}${titleCase(z.city)}, ${z.state} ${z.zip}`,
    latitude: z.latitude,
    longitude: z.longitude,
    state: z.state,
  };
}

/** Cities whose name starts with `name`, optionally in one state; the largest first. */
function matchCities(name: string, state: string | null, limit: number): City[] {
  const { cities } = getIndex();
  const prefix = name.toLowerCase().replace(/\s+/g, ' ');
  if (!prefix) return [];
  const hits: City[] = [];
  for (let i = lowerBound(cities, prefix); i < cities.length && cities[i]!.key.startsWith(prefix); i++) {
    const c = cities[i]!;
    if (!state || c.state === state) hits.push(c);
  }
  // Exact name first (typing "Austin" should not rank "Austintown" above it), then by size.
  hits.sort((a, b) => Number(b.key === prefix) - Number(a.key === prefix) || b.zips - a.zips);
  return hits.slice(0, limit);
}

/** "tx", "Texas" -> "TX"; null when it is not a state. */
function stateCode(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  const up = t.toUpperCase();
  if (/^[A-Z]{2}$/.test(up) && zipcodes.states.abbr[up]) return up;
  // states.full maps "TEXAS" -> "TX"; states.abbr the other way.
  return zipcodes.states.full[up.replace(/\s+/g, ' ')] ?? null;
}

/**
 * A city or ZIP in free text: "78701", "Austin", "austin, tx", "Austin TX 78701".
 * Returns the place part's suggestions; the caller decides what to do with any street part.
 */
function searchCityOrZip(text: string, limit: number): PlaceSuggestion[] {
  const q = text.trim().replace(/\s+/g, ' ');
  const zip = /\b(\d{5})(?:-\d{4})?$/.exec(q);
  if (zip) {
    const z = getIndex().byZip.get(zip[1]!);
    return z ? [zipPlace(z)] : [];
  }
  // "City, ST" / "City, State" / "City ST"
  const comma = /^(.*?),\s*([A-Za-z .]+)$/.exec(q);
  if (comma) {
    const st = stateCode(comma[2]!);
    if (st) return matchCities(comma[1]!, st, limit).map((c) => cityPlace(c));
    // "Austin, Te" while typing the state: any Austin whose state name starts with it.
    const partial = comma[2]!.trim().toLowerCase();
    return matchCities(comma[1]!, null, 50)
      .filter((c) => c.state.toLowerCase().startsWith(partial) || (zipcodes.states.abbr[c.state] ?? '').toLowerCase().startsWith(partial))
      .slice(0, limit)
      .map((c) => cityPlace(c));
  }
  const trailingState = /^(.*\S)\s+([A-Za-z]{2})$/.exec(q);
  if (trailingState) {
    const st = stateCode(trailingState[2]!);
    if (st) {
      const hits = matchCities(trailingState[1]!, st, limit);
      if (hits.length) return hits.map((c) => cityPlace(c));
    }
  }
  return matchCities(q, null, limit).map((c) => cityPlace(c));
}

/** The offline gazetteer: US cities and ZIP codes from the `zipcodes` package. */
export function createGazetteer(): Geocoder {
  return {
    kind: 'gazetteer',
    async searchPlace(query: string, opts: SuggestOptions = {}) {
      return searchCityOrZip(query, opts.limit ?? 8);
    },
    async suggestAddress(query: string, opts: SuggestOptions = {}) {
      const limit = opts.limit ?? 8;
      // The gazetteer knows no streets: "12 Main St, Austin, TX" keeps the typed street and
      // resolves the place part ("Austin, TX") to the city's coordinates.
      const parts = query
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      for (let i = 1; i < parts.length; i++) {
        const street = parts.slice(0, i).join(', ');
        const place = parts.slice(i).join(', ');
        const hits = searchCityOrZip(place, limit);
        if (hits.length) {
          return hits.map((h) => ({ ...h, description: `${street}, ${h.description}` }));
        }
      }
      return searchCityOrZip(query, limit);
    },
  };
}
