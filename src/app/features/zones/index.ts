// The zones feature's public surface for other features (pages are loaded by the route table).
export { ZoneCard, type ZoneSummary } from './ZoneCard';
