/** One place a user can pick: resolved to coordinates, so the form never geocodes on its own. */
export interface PlaceSuggestion {
  place_id: string;
  description: string;
  latitude: number;
  longitude: number;
  /** Two-letter US state, when known. */
  state: string | null;
}

export interface SuggestOptions {
  /** At most this many suggestions. */
  limit?: number;
}

/**
 * Place search behind one interface: a maps API when MAPS_API_KEY is set, otherwise the offline
 * gazetteer of US cities and ZIP codes (the `zipcodes` npm package).
 */
export interface Geocoder {
  readonly kind: 'maps' | 'gazetteer';
  /** Addresses as an owner types them ("12 Main St, Austin, TX"). */
  suggestAddress(query: string, opts?: SuggestOptions): Promise<PlaceSuggestion[]>;
  /** A city or a ZIP code, as a driver types it ("Austin", "austin, tx", "78701"). */
  searchPlace(query: string, opts?: SuggestOptions): Promise<PlaceSuggestion[]>;
}
