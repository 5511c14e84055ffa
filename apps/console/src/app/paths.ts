/** The console's addresses, below its basename /console. */
export const consolePaths = {
  signIn: () => '/sign-in',
  home: (merchant: string) => `/${encodeURIComponent(merchant)}`,
  account: (merchant: string) => `/${encodeURIComponent(merchant)}/account`,
  areaPage: (merchant: string, areaId: string, pagePath = '') =>
    `/${encodeURIComponent(merchant)}/${areaId}${pagePath ? `/${pagePath}` : ''}`,
};
