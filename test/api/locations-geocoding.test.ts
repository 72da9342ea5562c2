import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGeocoder, createMapsGeocoder, stateAt, timeZoneAt } from '../../src/server/integrations/geocoding';

/**
 * The maps provider against a local fake of the Places API (New) text search: the real HTTP client,
 * never a mock of our own functions.
 */
interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: { textQuery?: string; regionCode?: string; pageSize?: number; includedType?: string };
}

describe('geocoding', () => {
  let server: http.Server;
  let base: string;
  const seen: Seen[] = [];
  let failNext = false;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') as Seen['body'] });
        if (failNext) {
          failNext = false;
          res.writeHead(429, { 'content-type': 'application/json' }).end('{"error":{"code":429}}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            places: [
              {
                id: 'ChIJ-congress',
                formattedAddress: '100 Congress Ave, Austin, TX 78701, USA',
                location: { latitude: 30.2637, longitude: -97.7446 },
                addressComponents: [
                  { longText: 'Texas', shortText: 'TX', types: ['administrative_area_level_1', 'political'] },
                  { longText: 'Austin', shortText: 'Austin', types: ['locality', 'political'] },
                ],
              },
              // No coordinates: cannot be a suggestion.
              { id: 'ChIJ-broken', formattedAddress: 'Somewhere' },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the maps API with the key, a field mask and the US region, and returns resolved suggestions', async () => {
    const maps = createMapsGeocoder({ apiKey: 'test-key', baseUrl: base });
    const out = await maps.suggestAddress('100 Congress', { limit: 5 });
    expect(out).toEqual([
      { place_id: 'ChIJ-congress', description: '100 Congress Ave, Austin, TX 78701', latitude: 30.2637, longitude: -97.7446, state: 'TX' },
    ]);
    const req = seen.at(-1)!;
    expect(req.url).toBe('/v1/places:searchText');
    expect(req.headers['x-goog-api-key']).toBe('test-key');
    expect(req.headers['x-goog-fieldmask']).toContain('places.location');
    expect(req.body).toMatchObject({ textQuery: '100 Congress', regionCode: 'US', pageSize: 5 });
  });

  it('searches cities with the locality type for the driver search', async () => {
    await createMapsGeocoder({ apiKey: 'k', baseUrl: base }).searchPlace('Austin');
    expect(seen.at(-1)!.body).toMatchObject({ textQuery: 'Austin', includedType: 'locality' });
  });

  it('falls back to the offline gazetteer when the maps API fails', async () => {
    const geo = createGeocoder({ mapsApiKey: 'k' }, undefined, base);
    expect(geo.kind).toBe('maps');
    failNext = true;
    const out = await geo.searchPlace('78701');
    expect(out).toEqual([expect.objectContaining({ place_id: 'gaz:zip:78701', state: 'TX' })]);
  });

  it('uses the gazetteer when no key is configured (no HTTP at all)', async () => {
    const before = seen.length;
    const geo = createGeocoder({ mapsApiKey: undefined });
    expect(geo.kind).toBe('gazetteer');
    expect((await geo.searchPlace('Seattle, WA'))[0]).toMatchObject({ description: 'Seattle, WA', state: 'WA' });
    expect(seen.length).toBe(before);
  });

  it.each([
    [40.7128, -74.006, 'NY', 'America/New_York'],
    [41.8781, -87.6298, 'IL', 'America/Chicago'],
    [30.4383, -84.2807, 'FL', 'America/New_York'], // Tallahassee
    [30.4213, -87.2169, 'FL', 'America/Chicago'], // Pensacola
    [47.6588, -117.426, 'WA', 'America/Los_Angeles'],
    [21.3069, -157.8583, 'HI', 'Pacific/Honolulu'],
    [45.0, -30.0, null, 'America/New_York'],
    // A military ZIP (96540, state AP) lies beside Hagatna: the nearest real ZIP, Guam's, wins.
    [13.4757, 144.7503, 'GU', 'Pacific/Guam'],
    [18.4275, -67.1541, 'PR', 'America/Puerto_Rico'], // Aguadilla
    [41.5934, -87.3464, 'IN', 'America/Chicago'], // Gary
    [37.9716, -87.5711, 'IN', 'America/Chicago'], // Evansville
    [39.7684, -86.1581, 'IN', 'America/Indiana/Indianapolis'],
    [41.6764, -86.252, 'IN', 'America/Indiana/Indianapolis'], // South Bend, beside LaPorte
    [45.8202, -88.066, 'MI', 'America/Menominee'], // Iron Mountain
    [46.4541, -90.171, 'MI', 'America/Menominee'], // Ironwood
    [46.5436, -87.3954, 'MI', 'America/Detroit'], // Marquette
    [44.0266, -116.9629, 'OR', 'America/Boise'], // Ontario
    [44.0582, -121.3153, 'OR', 'America/Los_Angeles'], // Bend
  ])('(%d, %d) is in %s, time zone %s', (lat, lng, state, zone) => {
    expect(stateAt(lat, lng)).toBe(state);
    expect(timeZoneAt(lat, lng)).toBe(zone);
  });
});
