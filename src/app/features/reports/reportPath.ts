/** /reports?location={id}: the reconciliation of that lot (the lot is in the address, so Back and links keep it). */
export const REPORT_LOCATION_PARAM = 'location';

export const reportPath = (locationId: string): string => `/reports?${REPORT_LOCATION_PARAM}=${encodeURIComponent(locationId)}`;
