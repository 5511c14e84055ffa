// KIRIN_NIUNIU and KIRIN_TEENPATTI room page: the server pushes the room over a WebSocket (the socket also keeps
// the seat); actions are POSTed. Timers run on the server, so a closed page only means the timer acts for you.
import {
  api,
  applyTranslations,
  connectLiveFeed,
  formatMinor,
  linkToVerify,
  notifyBalanceChanged,
  registerStrings,
  showMessage,
  t,
} from '/inhouse/assets/common/kirin-vendor.js';

registerStrings({
  TW: {
    'pvp.KIRIN_NIUNIU': '麒麟搶莊牛牛',
    'pvp.KIRIN_TEENPATTI': '麒麟炸金花（Teen Patti）',
    'pvp.seats': '座位',
    'pvp.actions': '操作',
    'pvp.stake': '下注',
    'pvp.waiting': '等待其他玩家入座…',
    'pvp.BETTING': '下注中',
    'pvp.ACTING': '輪流行動',
    'pvp.SETTLED': '本局結束',
    'pvp.banker': '莊家',
    'pvp.dealer': '莊位',
    'pvp.me': '（我）',
    'pvp.WAITING': '未加入',
    'pvp.IN': '已加入',
    'pvp.FOLDED': '棄牌',
    'pvp.OUT': '本局未參與',
    'pvp.in': '已投入 {amount}',
    'pvp.BANK': '坐莊（{amount}）',
    'pvp.STAKE': '下注',
    'pvp.BOOT': '底注 {amount}',
    'pvp.CALL': '跟注 {amount}',
    'pvp.RAISE': '加注 {amount}',
    'pvp.FOLD': '棄牌',
    'pvp.SHOW': '開牌 {amount}',
    'pvp.void': '本局不成立，投注已全數退回。',
    'pvp.result': '本局結果 {net}（抽水 {rake}）',
    'pvp.niu': '牛{niu}',
    'pvp.niu0': '無牛',
    'pvp.niu10': '牛牛',
    'pvp.full': '房間已滿，您正在觀戰。',
    'pvp.rulesNiuniu':
      '最低 {min}・最高 {max}・抽水 {rake}%・莊家輪流。下注時預扣三倍（最高賠率），結算後退回。',
    'pvp.rulesTeenPatti': '底注 {min}・最高 {max}・抽水 {rake}%・每回合限時，逾時自動棄牌。',
    'pvp.reconnecting': '連線中斷，重新連線中…',
    'pvp.fairNote':
      '每局開始前公布伺服器種子的雜湊；每局以新洗的一副牌發牌（HMAC-SHA256（伺服器種子，局號:0:n）），結算後公開種子。',
    'fair.serverSeedHash': '伺服器種子雜湊',
    'fair.serverSeed': '伺服器種子',
    'error.invalid_state': '現在不能這樣做。',
  },
  EN: {
    'pvp.KIRIN_NIUNIU': 'Kirin Banker Niu-Niu',
    'pvp.KIRIN_TEENPATTI': 'Kirin Teen Patti',
    'pvp.seats': 'Seats',
    'pvp.actions': 'Actions',
    'pvp.stake': 'Stake',
    'pvp.waiting': 'Waiting for another player…',
    'pvp.BETTING': 'Betting',
    'pvp.ACTING': 'Turns',
    'pvp.SETTLED': 'Hand over',
    'pvp.banker': 'Banker',
    'pvp.dealer': 'Dealer',
    'pvp.me': '(me)',
    'pvp.WAITING': 'Not in yet',
    'pvp.IN': 'In',
    'pvp.FOLDED': 'Folded',
    'pvp.OUT': 'Sitting out',
    'pvp.in': 'Put in {amount}',
    'pvp.BANK': 'Bank ({amount})',
    'pvp.STAKE': 'Stake',
    'pvp.BOOT': 'Boot {amount}',
    'pvp.CALL': 'Call {amount}',
    'pvp.RAISE': 'Raise {amount}',
    'pvp.FOLD': 'Fold',
    'pvp.SHOW': 'Show {amount}',
    'pvp.void': 'The hand was not played: every stake was returned.',
    'pvp.result': 'Your result {net} (rake {rake})',
    'pvp.niu': 'Niu {niu}',
    'pvp.niu0': 'No niu',
    'pvp.niu10': 'Niu-Niu',
    'pvp.full': 'The room is full: you are watching.',
    'pvp.rulesNiuniu':
      'Min {min} · max {max} · rake {rake}% · the bank rotates. A stake holds three times itself (the top multiplier) until settlement.',
    'pvp.rulesTeenPatti':
      'Boot {min} · max {max} · rake {rake}% · each turn is timed; a turn that runs out folds.',
    'pvp.reconnecting': 'Connection lost, reconnecting…',
    'pvp.fairNote':
      'The server seed hash is published when a hand starts; every hand deals a freshly shuffled deck with cards drawn by HMAC-SHA256(server seed, roundId:0:n), and the seed is shown once it is settled.',
    'fair.serverSeedHash': 'Server seed hash',
    'fair.serverSeed': 'Server seed',
    'error.invalid_state': 'That is not possible right now.',
  },
});
applyTranslations();

const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
let latest = null;
let isSending = false;

function cardElement(card) {
  const element = document.createElement('span');
  if (!card) {
    element.className = 'pvp-card is-back';
    return element;
  }
  element.className = `pvp-card${card.suit === 1 || card.suit === 2 ? ' is-red' : ''}`;
  element.textContent = `${RANKS[card.rank - 1]}${SUITS[card.suit]}`;
  return element;
}

const handLabel = (gameCode, label) => {
  if (label === null || label === undefined) return '';
  if (gameCode !== 'KIRIN_NIUNIU') return label.replace('_', ' ').toLowerCase();
  return label === '0' ? t('pvp.niu0') : label === '10' ? t('pvp.niu10') : t('pvp.niu', { niu: label });
};

async function send(action, amountMinor) {
  if (isSending) return;
  isSending = true;
  try {
    const answer = await api('/inhouse/pvp/api/action', { method: 'POST', body: { action, amountMinor } });
    if (answer.balance !== null) $('pvp-balance').textContent = formatMinor(answer.balance);
    showMessage('');
    notifyBalanceChanged();
  } catch (error) {
    showMessage(error.message);
  } finally {
    isSending = false;
  }
}

function button(label, testId, onClick) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.dataset.testid = testId;
  element.disabled = isSending;
  element.addEventListener('click', onClick);
  return element;
}

function actionButtons(state) {
  const { hand, room, mySeat } = state;
  const me = hand?.seats.find((s) => s.isMe);
  if (!hand || !me || me.isPending || hand.phase === 'SETTLED') return [];
  if (room.gameCode === 'KIRIN_NIUNIU') {
    if (hand.phase !== 'BETTING' || me.status !== 'WAITING') return [];
    if (mySeat === hand.dealerSeat)
      return [
        button(t('pvp.BANK', { amount: formatMinor(hand.bankMinor) }), 'pvp-action-BANK', () => send('BANK')),
      ];
    return [
      button(t('pvp.STAKE'), 'pvp-action-STAKE', () => {
        const major = Number($('pvp-stake-input').value);
        send('STAKE', Math.round(major * 100));
      }),
    ];
  }
  if (hand.phase === 'BETTING')
    return me.status === 'WAITING'
      ? [
          button(t('pvp.BOOT', { amount: formatMinor(room.minBetMinor) }), 'pvp-action-BOOT', () =>
            send('BOOT'),
          ),
        ]
      : [];
  if (hand.turnSeat !== mySeat || me.status !== 'IN') return [];
  const chaal = formatMinor(hand.chaalMinor);
  const buttons = [
    button(t('pvp.CALL', { amount: chaal }), 'pvp-action-CALL', () => send('CALL')),
    button(t('pvp.FOLD'), 'pvp-action-FOLD', () => send('FOLD')),
  ];
  if (hand.chaalMinor < room.maxBetMinor)
    buttons.splice(
      1,
      0,
      button(
        t('pvp.RAISE', { amount: formatMinor(Math.min(hand.chaalMinor * 2, room.maxBetMinor)) }),
        'pvp-action-RAISE',
        () => send('RAISE'),
      ),
    );
  if (hand.seats.filter((s) => s.status === 'IN').length === 2)
    buttons.push(button(t('pvp.SHOW', { amount: chaal }), 'pvp-action-SHOW', () => send('SHOW')));
  return buttons;
}

function render(state) {
  latest = state;
  const { room, hand } = state;
  document.title = t(`pvp.${room.gameCode}`);
  $('pvp-title').textContent = t(`pvp.${room.gameCode}`);
  const rules = room.gameCode === 'KIRIN_NIUNIU' ? 'pvp.rulesNiuniu' : 'pvp.rulesTeenPatti';
  $('pvp-rules').textContent = t(rules, {
    min: formatMinor(room.minBetMinor),
    max: formatMinor(room.maxBetMinor),
    rake: room.rakeBps / 100,
  });
  $('pvp-phase').textContent = hand ? t(`pvp.${hand.phase}`) : t('pvp.waiting');
  if (state.mySeat === null) showMessage(t('pvp.full'));
  const stakeField = $('pvp-stake-field');
  const input = $('pvp-stake-input');
  stakeField.hidden = !(
    room.gameCode === 'KIRIN_NIUNIU' &&
    hand?.phase === 'BETTING' &&
    state.mySeat !== hand.dealerSeat
  );
  input.min = String(room.minBetMinor / 100);
  input.max = String(room.maxBetMinor / 100);
  if (!input.value) input.value = String(room.minBetMinor / 100);

  const results = new Map((hand?.result?.seats ?? []).map((r) => [r.seat, r]));
  const handSeats = new Map((hand?.seats ?? []).map((s) => [s.seat, s]));
  const items = state.seated.map((seated) => {
    const seat = handSeats.get(seated.seat);
    const item = document.createElement('li');
    item.className = `pvp-seat${seated.isMe ? ' is-me' : ''}${hand?.turnSeat === seated.seat ? ' is-turn' : ''}`;
    item.dataset.testid = `pvp-seat-${seated.seat}`;
    const name = document.createElement('span');
    name.className = 'pvp-seat-name';
    const role =
      hand?.dealerSeat === seated.seat
        ? ` · ${t(room.gameCode === 'KIRIN_NIUNIU' ? 'pvp.banker' : 'pvp.dealer')}`
        : '';
    name.textContent = `${seated.seat}. ${seated.username}${seated.isMe ? ` ${t('pvp.me')}` : ''}${role}`;
    const status = document.createElement('span');
    status.className = 'kv-muted';
    status.textContent = seat
      ? `${t(`pvp.${seat.status}`)} · ${t('pvp.in', { amount: formatMinor(seat.committedMinor) })}`
      : '';
    const cards = document.createElement('span');
    cards.className = 'pvp-cards';
    const isDealt = Boolean(
      hand && hand.phase !== 'BETTING' && seat && (seat.status === 'IN' || seat.status === 'FOLDED'),
    );
    if (seat?.cards) cards.replaceChildren(...seat.cards.map(cardElement));
    else if (isDealt && !hand.result) cards.replaceChildren(...[0, 1, 2].map(() => cardElement(null)));
    const result = results.get(seated.seat);
    const outcome = document.createElement('span');
    outcome.dataset.testid = `pvp-seat-result-${seated.seat}`;
    if (result && !hand.result.isVoid)
      outcome.textContent = `${handLabel(room.gameCode, result.hand)} ${result.netMinor >= 0 ? '+' : ''}${formatMinor(result.netMinor)}`;
    item.replaceChildren(name, status, cards, outcome);
    return item;
  });
  $('pvp-seats').replaceChildren(...items);

  const mine = [...results.values()].find((r) => r.seat === state.mySeat);
  $('pvp-outcome').textContent = !hand?.result
    ? ''
    : hand.result.isVoid
      ? t('pvp.void')
      : mine
        ? t('pvp.result', { net: formatMinor(mine.netMinor), rake: formatMinor(mine.rakeMinor) })
        : '';
  $('pvp-buttons').replaceChildren(...actionButtons(state));
  $('pvp-round-id').textContent = hand?.roundId ?? '—';
  $('pvp-seed-hash').textContent = hand?.serverSeedHash ?? '—';
  $('pvp-seed').textContent = hand?.serverSeed ?? '—';
  const verify = $('pvp-verify');
  verify.hidden = !hand?.serverSeed;
  if (hand?.serverSeed) linkToVerify(verify, hand.roundId);
}

function tickCountdown() {
  const hand = latest?.hand;
  const element = $('pvp-countdown');
  if (!hand || hand.phase === 'SETTLED') element.textContent = '—';
  else element.textContent = String(Math.max(0, Math.ceil((hand.deadlineAt - latest.now) / 1000)));
}

connectLiveFeed('/inhouse/pvp/ws', {
  reconnectingKey: 'pvp.reconnecting',
  onState: (state) => {
    render(state);
    tickCountdown();
  },
});
api('/inhouse/api/player')
  .then((answer) => {
    $('pvp-balance').textContent = formatMinor(answer.balance);
  })
  .catch(() => undefined);
