// The locations feature's public surface for other features (pages are loaded by the route table).
export { LocationCard, type LocationSummary } from './LocationCard';
export { useManagedLocations } from './useManagedLocations';
export { useDebounced } from './useDebounced';
export { locationOption } from './locationOption';
