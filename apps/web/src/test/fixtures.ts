import type { TGameMenus, TPermissionInfo, TSystemStatus, TWhitelabel } from '@kirin/contracts';

/** A merchant as the server describes it, for tests that render the site. */
export const WHITELABEL: TWhitelabel = {
  platform: 'KIRIN',
  merchant: 'demo',
  merchantCode: 'demo',
  brandName: 'Kirin',
  lotteryType: 'SEA',
  device: 'WEB',
  defaultLanguage: 'EN',
  languages: ['TW', 'EN'],
  chatHeaderColor: '#c8102e',
  prizeModes: ['Lott'],
  announcementTypes: ['B'],
  defaultAnnouncementType: 'B',
  currency: 'VND',
  // UTC keeps the times tests expect independent of the machine; zone tests override it.
  timeZone: 'UTC',
  country: null,
  defaultTheme: 'dark',
  licenceText: 'Licensed in Curaçao. Players must be 18 or older.',
  // Not a usable key: tests that seal call installTestPayloadKey() (test/sealed-body.ts) for a real one.
  payloadKey: { kid: 'test-kid', publicKey: 'test-public-key' },
  footerLogos: {
    payment: [{ name: 'Visa', imageUrl: '/logos/visa.svg' }],
    certification: [{ name: 'Curaçao eGaming', imageUrl: '/logos/curacao.svg' }],
    responsibleGaming: [{ name: '18+', imageUrl: '/logos/18-plus.svg' }],
  },
};

export const PERMISSION: TPermissionInfo = {
  modules: [
    {
      modId: 'COMM3',
      enabled: '1',
      childrenNodes: [{ modId: 'MANPLAYREB3', enabled: '1', childrenNodes: [] }],
    },
  ],
  registerRules: [],
  resources: [],
  // Paths arrive encrypted (spec section 7): '/helpmc' and '/vip-line'.
  customerService: [
    { csType: 'LIVECHAT', path: 'RScIeT6Ksega3Fd3dP6PNzTAsjiptVrpAIO1h_3Jh_1VDz8Kc8sV2pQ' },
    { csType: 'VIP', path: '17bBo7uTi1KtCOP-kfGd-4e729h9RGK8y1lfeMuzuhUwupD4HwVq3nT7wZ' },
  ],
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  maintenance: false,
  regionRestriction: false,
  loginRequired: false,
};

export const STATUS_NORMAL: TSystemStatus = {
  status: 0,
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.7', country: 'VN' },
};

export const GAME_MENUS: TGameMenus = {
  categories: [
    {
      gameCategory: 'RNG',
      title: 'RNG',
      vendors: [
        { vassalage: 'PG', displayName: 'PG Soft', isHot: 1, gameCategory: 'RNG' },
        { vassalage: 'JILI', displayName: 'JILI', isHot: 0, gameCategory: 'RNG' },
      ],
    },
    {
      gameCategory: 'LIVE',
      title: 'LIVE',
      vendors: [{ vassalage: 'EVO', displayName: 'Evolution', isHot: 1, gameCategory: 'LIVE' }],
    },
    {
      gameCategory: 'SPORTS',
      title: 'SPORTS',
      vendors: [{ vassalage: 'SABA', displayName: 'SABA', isHot: 0, gameCategory: 'SPORTS' }],
    },
  ],
};
