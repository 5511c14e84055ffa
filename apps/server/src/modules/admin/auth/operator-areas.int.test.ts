import { OPERATOR_AREAS, OPERATOR_ROLES, type TOperatorRole } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../admin.factories.js';
import { OPERATOR_TOKEN_HEADER } from './require-operator.js';

/**
 * Every operator route against every role. The expected areas are written here on their own, from issue 20's
 * rule (finance never reaches content, content never reaches money, the auditor reads everything and changes
 * nothing), so a route registered in the wrong area, or an area opened to another role, fails this test.
 */
const AREA_ROLES: Record<string, readonly TOperatorRole[]> = {
  platform: ['owner'],
  money: ['owner', 'finance'],
  content: ['owner', 'content'],
  messages: ['owner', 'support', 'content'],
  service: ['owner', 'support'],
  games: ['owner', 'finance', 'support', 'content'],
  lottery: ['owner', 'finance', 'support'],
  agents: ['owner', 'finance', 'support'],
  promotions: ['owner', 'finance', 'support', 'content'],
  loyalty: ['owner', 'finance', 'support'],
  members: ['owner', 'finance', 'support'],
  protection: ['owner', 'finance', 'support'],
};

/** The area of each route, by the first segment after /ops or /ops/merchants/{code}; null: outside the areas. */
const AREA_OF_SEGMENT: Record<string, string | null> = {
  auth: null,
  merchants: null,
  status: null,
  settings: null,
  brand: null,
  domains: null,
  operators: 'platform',
  audit: 'platform',
  outbox: 'platform',
  protection: 'protection',
  'payload-key': 'platform',
  adjustments: 'money',
  deposits: 'money',
  withdrawals: 'money',
  'payment-methods': 'money',
  vendors: 'money',
  'dual-control': 'money',
  ledger: 'money',
  dashboard: 'money',
  reports: 'money',
  notices: 'content',
  banners: 'content',
  posts: 'content',
  'help-articles': 'content',
  'help-categories': 'content',
  legal: 'content',
  messages: 'messages',
  feedback: 'messages',
  'live-chat': 'service',
  'chat-room': 'service',
  'customer-service': 'service',
  'game-vendors': 'games',
  games: 'games',
  'game-groups': 'games',
  'pvp-rooms': 'games',
  lottery: 'lottery',
  'agent-tree': 'agents',
  'agent-contracts': 'agents',
  'agent-contract-policies': 'agents',
  'agent-bills': 'agents',
  'agent-settlement': 'agents',
  promotions: 'promotions',
  'promotion-categories': 'promotions',
  'promotion-applications': 'promotions',
  bonus: 'promotions',
  cashback: 'promotions',
  'red-envelopes': 'promotions',
  points: 'loyalty',
  vip: 'loyalty',
  missions: 'loyalty',
  referral: 'loyalty',
  'referral-rules': 'loyalty',
  members: 'members',
};

/** Routes whose first segment says less than the route: vendor maintenance is the game catalogue's. */
const AREA_OF_PATH: Record<string, string> = {
  '/ops/merchants/{code}/vendors/{vassalage}/maintenance': 'games',
};

type TRoute = { method: string; path: string; url: string; area: string | null };

function areaOf(path: string): string | null {
  if (path in AREA_OF_PATH) return AREA_OF_PATH[path]!;
  const parts = path.split('/').filter(Boolean);
  const segment = parts[1] === 'merchants' && parts.length > 3 ? parts[3] : parts[1];
  if (segment === undefined || !(segment in AREA_OF_SEGMENT))
    throw new Error(`${path}: add its first segment to AREA_OF_SEGMENT`);
  return AREA_OF_SEGMENT[segment] ?? null;
}

/** A callable address: the demo merchant's code, 1 for every other parameter. */
const urlOf = (path: string) => path.replace('{code}', 'demo').replace(/\{[^}]+\}/g, '1');

let t: TTestApp;
let routes: TRoute[];
const tokens = {} as Record<TOperatorRole, string>;

beforeAll(async () => {
  t = await createTestApp({ DOCS_OPERATOR_ROUTES: 'true' });
  const spec = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, object> };
  routes = Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/ops/') && !path.startsWith('/ops/auth/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        path,
        url: urlOf(path),
        area: areaOf(path),
      })),
    );
  for (const role of OPERATOR_ROLES) tokens[role] = (await makeLoggedInOperator(t.db, { role })).token;
});
afterAll(() => t.close());

function call(route: TRoute, role: TOperatorRole) {
  return t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers: { [OPERATOR_TOKEN_HEADER]: tokens[role] },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('operator areas', () => {
  it('covers every operator route (more than a hundred), each in a known area or knowingly outside', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.area !== null).length).toBeGreaterThan(90);
  });

  it('states every area the contracts declare, and finds routes in each', () => {
    expect(Object.keys(AREA_ROLES).sort()).toEqual(Object.keys(OPERATOR_AREAS).sort());
    const empty = Object.keys(AREA_ROLES).filter((area) => !routes.some((r) => r.area === area));
    expect(empty).toEqual([]);
  });

  it('refuses every role outside an area on every route of it, before reading the request', async () => {
    const reached: string[] = [];
    for (const route of routes.filter((r) => r.area !== null))
      for (const role of OPERATOR_ROLES.filter(
        (r) => r !== 'auditor' && !AREA_ROLES[route.area!]!.includes(r),
      )) {
        const answer = await call(route, role);
        if (answer.statusCode !== 403 || answer.json().code !== 'FORBIDDEN')
          reached.push(`${role} ${route.method} ${route.path} → ${answer.statusCode}`);
      }
    expect(reached).toEqual([]);
  });

  it('lets every role of an area read it', async () => {
    const refused: string[] = [];
    for (const route of routes.filter((r) => r.area !== null && r.method === 'GET'))
      for (const role of AREA_ROLES[route.area!]!) {
        const answer = await call(route, role);
        if ([401, 403].includes(answer.statusCode))
          refused.push(`${role} GET ${route.path} → ${answer.statusCode}`);
      }
    expect(refused).toEqual([]);
  });

  it('a finance operator reaches no content route and a content operator no money route', async () => {
    const notices = routes.find((r) => r.method === 'GET' && r.area === 'content')!;
    const withdrawals = routes.find((r) => r.method === 'GET' && r.path.includes('/withdrawals'))!;
    expect((await call(notices, 'finance')).statusCode).toBe(403);
    expect((await call(withdrawals, 'content')).statusCode).toBe(403);
    expect((await call(notices, 'content')).statusCode).toBe(200);
    expect((await call(withdrawals, 'finance')).statusCode).toBe(200);
  });

  it('lets the auditor read every route and change none', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const answer = await call(route, 'auditor');
      const isRead = route.method === 'GET';
      // Outside the areas a write's body is validated before its role check: any refusal below 2xx counts.
      const isRefused = route.area === null ? answer.statusCode >= 400 : answer.statusCode === 403;
      if (isRead ? [401, 403].includes(answer.statusCode) : !isRefused)
        wrong.push(`${route.method} ${route.path} → ${answer.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets the auditor see its session and sign out', async () => {
    const auditor = await makeLoggedInOperator(t.db, { role: 'auditor' });
    const headers = { [OPERATOR_TOKEN_HEADER]: auditor.token };
    const me = await t.app.inject({ url: '/ops/auth/me', headers });
    expect(me.json()).toMatchObject({ success: true, value: { operator: { role: 'auditor' } } });
    expect((await t.app.inject({ method: 'POST', url: '/ops/auth/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/ops/auth/me', headers })).statusCode).toBe(401);
  });
});
