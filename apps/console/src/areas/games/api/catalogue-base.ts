/** The games area's routes of one merchant: `/merchants/:code/<path>`. */
export const merchantPath = (merchant: string, path: string) =>
  `/merchants/${encodeURIComponent(merchant)}/${path}`;
