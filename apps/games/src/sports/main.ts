// KIRIN_SPORTS / KIRIN_ESPORTS page: fixtures of the session's product with live prices, a slip for singles and
// multiples, the player's bets with cash-out. The feed is simulated in the demo, and the page says so.
import type { TSportsBetView, TSportsFixtures, TSportsLegOutcome } from '@kirin/contracts';
import { formatMinor, parseMinor } from '../common/format.js';
import { applyTranslations, registerStrings, t } from '../common/i18n.js';
import { byTestId, notifyBalanceChanged, showMessage } from '../common/page.js';
import { api, errorText, refusalDetails } from '../common/vendor-api.js';
import { SPORTS_STRINGS } from './sports-strings.js';
import {
  formatOdds,
  marketLabel,
  refusalKey,
  selectionLabel,
  slipSummary,
  togglePick,
  type TSlipPick,
} from './sports-view.js';

registerStrings(SPORTS_STRINGS);

/** How often the page asks for fresh prices and bets (the server follows the feed on each request). */
const REFRESH_MS = 5_000;

type TFixture = TSportsFixtures['fixtures'][number];
type TBetAnswer = { bet: TSportsBetView; balance: number | null };

let fixtures: TSportsFixtures | null = null;
let slip: TSlipPick[] = [];
let busy = false;

const stakeInput = () => byTestId<HTMLInputElement>('sports-stake');
const ruleSelect = () => byTestId<HTMLSelectElement>('sports-rule');

function setBalance(balance: number | null | undefined) {
  if (balance !== null && balance !== undefined)
    byTestId('sports-balance').textContent = formatMinor(balance);
}

async function refreshBalance() {
  try {
    setBalance((await api<{ balance: number | null }>('/inhouse/api/player')).balance);
  } catch {
    // The next answer carries it.
  }
}

function showError(error: unknown) {
  const key = refusalKey(refusalDetails(error));
  showMessage(key ? t(key) : errorText(error));
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  text = '',
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text) el.textContent = text;
  return el;
}

function fixtureName(f: TFixture) {
  return `${f.homeName} v ${f.awayName}`;
}

function renderFixture(f: TFixture): HTMLElement {
  const box = element('article', 'sp-fixture');
  box.dataset.testid = `sports-fixture-${f.fixtureId}`;
  const head = element('div', 'sp-fixture-head');
  head.append(element('span', 'kv-muted', `${f.sport} · ${f.competition}`));
  const status = element('span', f.status === 'LIVE' ? 'sp-live' : 'kv-muted', t(`sp.status.${f.status}`));
  if (f.score) status.textContent += ` ${f.score.home}:${f.score.away}`;
  status.dataset.testid = `sports-status-${f.fixtureId}`;
  head.append(status);
  const when = new Date(f.startsAt);
  head.append(
    element('span', 'kv-muted', when.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })),
  );
  box.append(head, element('div', 'sp-teams', fixtureName(f)));
  for (const m of f.markets) {
    const market = element('div', 'sp-market');
    market.append(element('div', 'sp-market-name', marketLabel(m.kind, m.lineQuarters)));
    const prices = element('div', 'sp-prices');
    for (const p of m.prices) {
      const button = element('button', 'sp-price');
      button.type = 'button';
      button.dataset.testid = `sports-price-${m.marketId}-${p.selection}`;
      button.disabled = m.suspended;
      const chosen = slip.some((s) => s.marketId === m.marketId && s.selection === p.selection);
      button.setAttribute('aria-pressed', String(chosen));
      button.append(
        element('span', '', selectionLabel(m.kind, m.lineQuarters, p.selection)),
        element('strong', 'kv-num', formatOdds(p.oddsMilli)),
      );
      button.addEventListener('click', () => {
        slip = togglePick(slip, {
          fixtureId: f.fixtureId,
          fixtureName: fixtureName(f),
          marketId: m.marketId,
          kind: m.kind,
          lineQuarters: m.lineQuarters,
          selection: p.selection,
          oddsMilli: p.oddsMilli,
        });
        render();
      });
      prices.append(button);
    }
    market.append(prices);
    box.append(market);
  }
  // The simulated feed's demo control: finishes the match now with the score typed (clearly labelled).
  if (f.isSimulated && (f.status === 'SCHEDULED' || f.status === 'LIVE')) {
    const finish = element('button', 'sp-demo', t('sp.finishNow'));
    finish.type = 'button';
    finish.dataset.testid = `sports-finish-${f.fixtureId}`;
    finish.addEventListener('click', () => void finishFixture(f));
    box.append(finish);
  }
  return box;
}

/** Keeps the slip's prices current; a pick whose market closed stays, and the server refuses it by its rule. */
function refreshSlipPrices() {
  slip = slip.map((pick) => {
    const market = fixtures?.fixtures.flatMap((f) => f.markets).find((m) => m.marketId === pick.marketId);
    const price = market?.prices.find((p) => p.selection === pick.selection);
    return price ? { ...pick, oddsMilli: price.oddsMilli } : pick;
  });
}

function renderSlip() {
  const list = byTestId('sports-slip');
  list.replaceChildren(
    ...slip.map((pick) => {
      const li = element('li');
      li.textContent = `${pick.fixtureName} · ${marketLabel(pick.kind, pick.lineQuarters)} · ${selectionLabel(pick.kind, pick.lineQuarters, pick.selection)} @ ${formatOdds(pick.oddsMilli)}`;
      return li;
    }),
  );
  byTestId('sports-slip-empty').hidden = slip.length > 0;
  byTestId('sports-slip-form').hidden = slip.length === 0;
  byTestId('sports-slip-kind').textContent =
    slip.length === 0 ? '' : slip.length === 1 ? t('sp.single') : t('sp.multiple', { n: slip.length });
  const summary = slipSummary(slip, parseMinor(stakeInput().value));
  byTestId('sports-total-odds').textContent = summary.oddsMilli ? formatOdds(summary.oddsMilli) : '—';
  byTestId('sports-potential').textContent =
    summary.returnMinor === null ? '—' : formatMinor(summary.returnMinor);
}

function legText(leg: TSportsBetView['legs'][number]) {
  const outcome = leg.outcome ? ` · ${t(`sp.outcome.${leg.outcome satisfies TSportsLegOutcome}`)}` : '';
  return `${leg.fixtureName} · ${marketLabel(leg.marketKind, leg.lineQuarters)} · ${selectionLabel(leg.marketKind, leg.lineQuarters, leg.selection)} @ ${formatOdds(leg.oddsMilli)}${outcome}`;
}

function renderBets(bets: TSportsBetView[]) {
  byTestId('sports-no-bets').hidden = bets.length > 0;
  byTestId('sports-bets').replaceChildren(
    ...bets.map((bet) => {
      const li = element('li');
      li.dataset.testid = `sports-bet-${bet.betId}`;
      li.dataset.status = bet.status;
      const head = element('div', '', `${formatMinor(bet.stakeMinor)} @ ${formatOdds(bet.oddsMilli)} · `);
      const status = element('strong', '', t(`sp.bet.${bet.status}`));
      status.dataset.testid = 'sports-bet-status';
      head.append(status);
      if (bet.payoutMinor !== null)
        head.append(
          element('span', 'kv-money', ` · ${t('sp.payout', { amount: formatMinor(bet.payoutMinor) })}`),
        );
      li.append(head, ...bet.legs.map((leg) => element('div', 'kv-muted', legText(leg))));
      if (bet.cashOutValueMinor !== null) {
        const actions = element('div', 'sp-bet-actions');
        const cashOut = element(
          'button',
          'kv-primary',
          t('sp.cashOut', { amount: formatMinor(bet.cashOutValueMinor) }),
        );
        cashOut.type = 'button';
        cashOut.dataset.testid = 'sports-cash-out';
        const value = bet.cashOutValueMinor;
        cashOut.addEventListener('click', () => void cashOutBet(bet.betId, value));
        actions.append(cashOut);
        li.append(actions);
      }
      return li;
    }),
  );
}

function render() {
  const list = fixtures?.fixtures ?? [];
  byTestId('sports-simulated').hidden = !(fixtures?.feed.isSimulated ?? false);
  byTestId('sports-empty').hidden = list.length > 0;
  byTestId('sports-fixtures').replaceChildren(...list.map(renderFixture));
  renderSlip();
}

async function refresh() {
  try {
    const [book, mine] = await Promise.all([
      api<TSportsFixtures>('/inhouse/api/sports/fixtures'),
      api<{ bets: TSportsBetView[] }>('/inhouse/api/sports/bets'),
    ]);
    fixtures = book;
    refreshSlipPrices();
    render();
    renderBets(mine.bets);
  } catch (error) {
    showError(error);
  }
}

async function placeBet(event: SubmitEvent) {
  event.preventDefault();
  const stakeMinor = parseMinor(stakeInput().value);
  if (busy || slip.length === 0 || stakeMinor === null) return;
  busy = true;
  byTestId<HTMLButtonElement>('sports-place').disabled = true;
  try {
    const answer = await api<TBetAnswer>('/inhouse/api/sports/bets', {
      method: 'POST',
      body: {
        clientBetKey: crypto.randomUUID().replaceAll('-', ''),
        stakeMinor,
        oddsRule: ruleSelect().value,
        legs: slip.map((p) => ({ marketId: p.marketId, selection: p.selection, oddsMilli: p.oddsMilli })),
      },
    });
    showMessage(answer.bet.status === 'DELAYED' ? t('sp.delayed') : t('sp.placed'));
    setBalance(answer.balance);
    notifyBalanceChanged();
    slip = [];
    await refresh();
  } catch (error) {
    showError(error);
    await refresh();
  } finally {
    busy = false;
    byTestId<HTMLButtonElement>('sports-place').disabled = false;
  }
}

async function cashOutBet(betId: string, expectedValueMinor: number) {
  try {
    const answer = await api<TBetAnswer>('/inhouse/api/sports/cash-out', {
      method: 'POST',
      body: { betId, expectedValueMinor },
    });
    showMessage(t('sp.cashedOut', { amount: formatMinor(answer.bet.payoutMinor ?? 0) }));
    setBalance(answer.balance);
    notifyBalanceChanged();
  } catch (error) {
    showError(error);
  }
  await refresh();
}

async function finishFixture(f: TFixture) {
  const typed = window.prompt(t('sp.finishScore'), f.score ? `${f.score.home}:${f.score.away}` : '1:0');
  const match = typed ? /^(\d{1,2})\s*:\s*(\d{1,2})$/.exec(typed.trim()) : null;
  if (!match) return;
  try {
    await api('/inhouse/api/sports/simulated/result', {
      method: 'POST',
      body: { fixtureId: f.fixtureId, score: { home: Number(match[1]), away: Number(match[2]) } },
    });
    notifyBalanceChanged();
  } catch (error) {
    showError(error);
  }
  await Promise.all([refresh(), refreshBalance()]);
}

function start() {
  applyTranslations();
  // The page is served at /inhouse/play/<gameCode>: one page, two products.
  if (window.location.pathname.endsWith('/KIRIN_ESPORTS'))
    byTestId('sports-title').textContent = t('sp.title.ESPORTS');
  byTestId<HTMLFormElement>('sports-slip-form').addEventListener('submit', (e) => void placeBet(e));
  byTestId('sports-clear').addEventListener('click', () => {
    slip = [];
    render();
  });
  stakeInput().addEventListener('input', renderSlip);
  void refreshBalance();
  void refresh();
  window.setInterval(() => {
    if (!busy) void refresh();
  }, REFRESH_MS);
}

start();
