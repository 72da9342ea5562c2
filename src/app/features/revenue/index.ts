// The revenue feature's public surface for other features (pages are loaded by the route table).
// The dashboard loads the summary lazily, so only vendor and odogwu download it.
export const loadRevenueSummary = () => import('./RevenueSummary');
