import type { TOpsMerchantDetail } from '@kirin/contracts';
import { DEMO_MERCHANTS } from '../../../test/render-console';

/** A merchant as GET /ops/merchants/demo answers it: a small but complete configuration. */
export function merchantDetail(): TOpsMerchantDetail {
  return {
    ...DEMO_MERCHANTS[0]!,
    brand: {
      platform: 'KIRIN',
      brandName: 'Kirin',
      lotteryType: 'SEA',
      device: 'WEB',
      defaultLanguage: 'TW',
      languages: ['TW', 'EN'],
      chatHeaderColor: '#c8102e',
      prizeModes: ['Lott', 'ZY'],
      announcementTypes: ['B', 'PL'],
      defaultAnnouncementType: 'B',
      currency: 'TWD',
      timeZone: 'Asia/Taipei',
      country: 'TW',
      defaultTheme: 'dark',
      licenceText: 'Play responsibly.',
      footerLogos: {
        payment: [{ name: 'Visa', imageUrl: '/logos/visa.svg' }],
        certification: [],
        responsibleGaming: [],
      },
    },
    settings: {
      modules: [
        {
          modId: 'COMM3',
          enabled: '1',
          childrenNodes: [
            { modId: 'MANPLAYREB3', enabled: '1', childrenNodes: [] },
            { modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] },
          ],
        },
      ],
      registerRules: [
        {
          field: 'username',
          patternId: 2,
          acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
          minLength: 6,
          maxLength: 16,
          enabled: true,
          required: true,
        },
      ],
      resources: [
        { resourceType: 'IOS', url: 'https://apps.example.com/ios', qrCodeUrl: '', labelNameCn: 'iOS' },
      ],
      customerService: [{ csType: 'LIVECHAT', path: '/livechat' }],
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: ['cdn1.example.com'],
      accounts: {
        codeExpiredMinutes: 5,
        smsDailyQuota: 10000,
        passwordExpiryDays: 90,
        ipVerification: 'NONE',
        trialBalanceMinor: 1000000,
        captchaAfterFailures: 3,
      },
      wallet: {
        withdrawMinMinor: 10000,
        withdrawMaxMinor: 5000000000,
        withdrawDailyMaxMinor: 20000000000,
        withdrawAutoReceiveMinutes: 1440,
        adjustmentDualApprovalMinor: 10000000,
        kycWithdrawThresholdMinor: 0,
        lineTransferMinMinor: 100,
        depositExpiryMinutes: 1440,
        agentContractRequests: { dividend: '0', dailySalary: '0', hourlySalary: '0', realTimeSalary: '0' },
      },
    },
    domains: [
      { domain: 'www.kirin.example', isRoute: true },
      { domain: 'kirin.example', isRoute: false },
    ],
  };
}
