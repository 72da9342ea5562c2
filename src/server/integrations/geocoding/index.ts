import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createGazetteer } from './gazetteer';
import { createMapsGeocoder } from './maps';
import type { Geocoder } from './types';

export type { Geocoder, PlaceSuggestion, SuggestOptions } from './types';
export { createGazetteer } from './gazetteer';
export { createMapsGeocoder } from './maps';
export { DERIVED_TIME_ZONES, haversineKm, stateAt, timeZoneAt, EARTH_RADIUS_KM } from './timeZone';

/**
 * The maps API when MAPS_API_KEY is set, else the offline gazetteer. When the maps API fails
 * (quota, network, timeout) the gazetteer answers instead, so the Add Location form keeps working.
 */
export function createGeocoder(config: Pick<Config, 'mapsApiKey'>, log?: FastifyBaseLogger, baseUrl?: string): Geocoder {
  const gazetteer = createGazetteer();
  if (!config.mapsApiKey) return gazetteer;
  const maps = createMapsGeocoder({ apiKey: config.mapsApiKey, baseUrl });
  const withFallback =
    (name: 'suggestAddress' | 'searchPlace'): Geocoder['suggestAddress'] =>
    async (q, opts) => {
      try {
        return await maps[name](q, opts);
      } catch (err) {
        log?.warn({ err }, 'maps API failed; answering from the offline gazetteer');
        return gazetteer[name](q, opts);
      }
    };
  return { kind: 'maps', suggestAddress: withFallback('suggestAddress'), searchPlace: withFallback('searchPlace') };
}
