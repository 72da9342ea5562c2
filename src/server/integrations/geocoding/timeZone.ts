import zipcodes, { type ZipCode } from 'zipcodes';
import { DEFAULTS } from '../../../shared/limits';

/** The main IANA zone of each state; split states are refined by longitude below. */
const STATE_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  AS: 'Pacific/Pago_Pago',
  MP: 'Pacific/Saipan',
  PW: 'Pacific/Palau',
  MH: 'Pacific/Majuro',
};

/**
 * States whose time-zone line runs roughly along a meridian: west of `lng` is `west`, else `east`.
 * Approximate on purpose (a county-level map would be a data set of its own); it only picks the zone
 * a location's dates are shown in, and an owner near a line can be corrected by an operator.
 */
const SPLITS: Record<string, { lng: number; west: string; east: string }> = {
  FL: { lng: -85.0, west: 'America/Chicago', east: 'America/New_York' },
  TN: { lng: -85.3, west: 'America/Chicago', east: 'America/New_York' },
  KY: { lng: -86.0, west: 'America/Chicago', east: 'America/New_York' },
  TX: { lng: -104.9, west: 'America/Denver', east: 'America/Chicago' },
  ND: { lng: -101.0, west: 'America/Denver', east: 'America/Chicago' },
  SD: { lng: -100.5, west: 'America/Denver', east: 'America/Chicago' },
  NE: { lng: -101.5, west: 'America/Denver', east: 'America/Chicago' },
  KS: { lng: -101.3, west: 'America/Denver', east: 'America/Chicago' },
};

// Idaho's panhandle (north of the Salmon River) keeps Pacific time.
const IDAHO_PANHANDLE_ZONE = 'America/Los_Angeles';

const REACH_KM = 50;
let grid: Map<string, ZipCode[]> | null = null;
const cell = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;

/**
 * US ZIP centroids bucketed by whole degree. zipcodes.lookupByCoords scans all ~44k codes
 * (~150 ms); the 3x3 cells around a point hold every ZIP within REACH_KM of it (a degree is
 * at least 55 km wide up to 60 degrees north, the whole of the US but northern Alaska).
 */
function zipGrid(): Map<string, ZipCode[]> {
  if (grid) return grid;
  grid = new Map();
  for (const z of Object.values(zipcodes.codes)) {
    if (z.country !== 'US' || !Number.isFinite(z.latitude) || !Number.isFinite(z.longitude)) continue;
    // Only ZIPs of a state with a zone: the military codes (AA, AE, AP) sit on bases abroad and in
    // US places (96540 beside Hagatna, Guam; others by Aguadilla PR and in Alaska) and would win
    // the nearest-ZIP test there with a state that has no zone (the default, New York's).
    if (!STATE_ZONES[z.state]) continue;
    const k = cell(z.latitude, z.longitude);
    const list = grid.get(k);
    if (list) list.push(z);
    else grid.set(k, [z]);
  }
  return grid;
}

/**
 * The counties of a state that keep another zone than the state's, as lat/lng boxes (approximate on
 * purpose, like SPLITS: a county map would be a data set of its own; an owner can correct a lot's
 * zone on its edit form). The first box holding the point wins.
 */
const COUNTY_ZONES: Record<string, { latMin: number; latMax: number; lngMin: number; lngMax: number; zone: string }[]> = {
  IN: [
    // Chicago's side: Lake (Gary), Porter, Newton and Jasper counties...
    { latMin: 40.73, latMax: 90, lngMin: -180, lngMax: -86.93, zone: 'America/Chicago' },
    // ...and LaPorte and Starke east of them.
    { latMin: 41.17, latMax: 90, lngMin: -180, lngMax: -86.47, zone: 'America/Chicago' },
    // The southwest around Evansville: Posey, Vanderburgh and Gibson...
    { latMin: -90, latMax: 38.55, lngMin: -180, lngMax: -87.3, zone: 'America/Chicago' },
    // ...and Warrick, Spencer and Perry along the Ohio River.
    { latMin: -90, latMax: 38.2, lngMin: -180, lngMax: -86.43, zone: 'America/Chicago' },
  ],
  MI: [
    // The western Upper Peninsula on Central time (tz's America/Menominee): Gogebic's west...
    { latMin: -90, latMax: 90, lngMin: -180, lngMax: -89.9, zone: 'America/Menominee' },
    // ...Gogebic's south, Iron and Dickinson (Iron Mountain)...
    { latMin: -90, latMax: 46.25, lngMin: -180, lngMax: -87.6, zone: 'America/Menominee' },
    // ...and Menominee County on Green Bay.
    { latMin: -90, latMax: 45.8, lngMin: -180, lngMax: -87.25, zone: 'America/Menominee' },
  ],
  // Malheur County (Ontario), most of it, keeps Mountain time with Boise.
  OR: [{ latMin: 41.9, latMax: 44.3, lngMin: -118.25, lngMax: 180, zone: 'America/Boise' }],
};

/** Every zone timeZoneAt can answer: each must be one PostgreSQL knows (test/api/locations.test.ts). */
export const DERIVED_TIME_ZONES: readonly string[] = [
  ...new Set([
    DEFAULTS.timeZone,
    IDAHO_PANHANDLE_ZONE,
    ...Object.values(STATE_ZONES),
    ...Object.values(SPLITS).flatMap((s) => [s.west, s.east]),
    ...Object.values(COUNTY_ZONES).flatMap((boxes) => boxes.map((b) => b.zone)),
  ]),
];

/** The zone of a county box of `state` holding the point, or null. */
function countyZone(state: string | null, latitude: number, longitude: number): string | null {
  const box =
    (state &&
      COUNTY_ZONES[state]?.find((b) => latitude >= b.latMin && latitude <= b.latMax && longitude >= b.lngMin && longitude <= b.lngMax)) ||
    null;
  return box ? box.zone : null;
}

/** The state of the US ZIP code nearest to a point, or null when none is within REACH_KM. */
export function stateAt(latitude: number, longitude: number): string | null {
  const g = zipGrid();
  let best: ZipCode | null = null;
  let bestKm = REACH_KM;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      for (const z of g.get(cell(latitude + dy, longitude + dx)) ?? []) {
        const km = haversineKm(latitude, longitude, z.latitude, z.longitude);
        if (km <= bestKm) {
          bestKm = km;
          best = z;
        }
      }
    }
  }
  return best ? best.state : null;
}

/** IANA zone for a US state (with the longitude for split states), else the product default. */
export function timeZoneForState(state: string | null, longitude: number): string {
  if (!state) return DEFAULTS.timeZone;
  const split = SPLITS[state];
  if (split) return longitude < split.lng ? split.west : split.east;
  return STATE_ZONES[state] ?? DEFAULTS.timeZone;
}

export function timeZoneAt(latitude: number, longitude: number): string {
  const state = stateAt(latitude, longitude);
  if (state === 'ID' && latitude > 45.6) return IDAHO_PANHANDLE_ZONE;
  return countyZone(state, latitude, longitude) ?? timeZoneForState(state, longitude);
}

export const EARTH_RADIUS_KM = 6371.0088;

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
