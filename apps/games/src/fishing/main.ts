/**
 * KIRIN_FISHING's page: a canvas scene drawn with requestAnimationFrame, touch and mouse through pointer
 * events, the shots that hit a fish sent once per second as one batch (ShotBatcher), and on opening a
 * resume call that settles whatever a previous visit left in flight.
 */
import { FishSchool, type TFish } from './fish-school.js';
import type { TFishingBatchAnswer, TFishingConfig, TFishingResumeAnswer } from './fishing-api.js';
import { formatMinor } from '../common/format.js';
import { applyTranslations, registerStrings, t } from '../common/i18n.js';
import { notifyBalanceChanged } from '../common/page.js';
import { api, errorText, refusalDetails, VendorApiError } from '../common/vendor-api.js';
import { ShotBatcher, type TFiredShot } from './shot-batcher.js';
import { FISHING_STRINGS } from './strings.js';

registerStrings(FISHING_STRINGS);

/** No answer (network, not an envelope, 5xx): the batch may have landed, so it is sent again as it was. */
const isUnanswered = (error: unknown): boolean =>
  !(error instanceof VendorApiError) || error.status === 0 || error.status >= 500;

const FIRE_INTERVAL_MS = 200;
const BULLET_SPEED = 900;
const RESUME_EVERY_MS = 5_000;

const FISH_COLOURS: Record<string, string> = {
  CLOWNFISH: '#ff8c42',
  ANGELFISH: '#f9d56e',
  PUFFERFISH: '#c3e88d',
  LIONFISH: '#e06c75',
  TURTLE: '#56b6c2',
  RAY: '#9aa5ce',
  SHARK: '#7f8c9a',
  WHALE: '#4f7cff',
};

type TBullet = { x: number; y: number; vx: number; vy: number; bulletMinor: number };
type TFloater = { x: number; y: number; text: string; at: number };

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

async function start(): Promise<void> {
  applyTranslations();

  const canvas = $<HTMLCanvasElement>('scene');
  const context = canvas.getContext('2d');
  if (!context) return;
  const balanceEl = $('balance');
  const bulletEl = $('bullet');
  const messageEl = $('message');
  const lastEl = $('last-batch');
  const say = (text: string) => (messageEl.textContent = text);

  const [config, player] = await Promise.all([
    api<TFishingConfig>('/inhouse/api/fishing/config'),
    api<{ balance: number }>('/inhouse/api/player'),
  ]);
  $('rtp').textContent = t('fishing.rtp', { rtp: (config.declaredRtp * 100).toFixed(0) });
  let confirmedBalance = player.balance;
  let bulletIndex = Math.min(2, config.bulletLevelsMinor.length - 1);
  const bulletMinor = () => config.bulletLevelsMinor[bulletIndex]!;
  const pendingBatches = new Set<string>();

  const school = new FishSchool(config.fish, 360, 640);
  const fishByShot = new Map<TFiredShot, TFish>();
  const floaters: TFloater[] = [];
  const bullets: TBullet[] = [];

  const batcher = new ShotBatcher(
    (batch) => api<TFishingBatchAnswer>('/inhouse/api/fishing/batch', { method: 'POST', body: batch }),
    config.maxShotsPerBatch,
    {
      onAnswer(answer, shots) {
        answer.shots.forEach((outcome, i) => {
          const fish = shots[i] && fishByShot.get(shots[i]);
          if (outcome.isCaught && fish) {
            school.markCaught(fish.id, performance.now());
            floaters.push({
              x: fish.x,
              y: fish.y,
              text: `+${formatMinor(outcome.payoutMinor)}`,
              at: performance.now(),
            });
          }
        });
        for (const shot of shots) fishByShot.delete(shot);
        if (answer.status === 'SETTLED' && answer.balance !== null) confirmedBalance = answer.balance;
        else pendingBatches.add(answer.batchId);
        lastEl.textContent = t('fishing.lastBatch', {
          bet: formatMinor(answer.betMinor),
          win: formatMinor(answer.payoutMinor),
        });
        say(pendingBatches.size ? t('fishing.pending') : '');
        notifyBalanceChanged();
      },
      onRefused(error, shots) {
        for (const shot of shots) fishByShot.delete(shot);
        say(t('fishing.refused', { reason: errorText(error) }));
        const { balance } = refusalDetails(error);
        if (balance !== undefined) confirmedBalance = Number(balance);
      },
      onUnanswered() {
        say(t('fishing.offline'));
      },
    },
    isUnanswered,
  );

  async function resume(): Promise<void> {
    const answer = await api<TFishingResumeAnswer>('/inhouse/api/fishing/resume', {
      method: 'POST',
      body: {},
    });
    for (const batch of answer.settled) {
      pendingBatches.delete(batch.batchId);
      if (batch.balance !== null) confirmedBalance = Math.max(0, batch.balance);
    }
    for (const refused of answer.refused) pendingBatches.delete(refused.batchId);
    for (const id of answer.pending) pendingBatches.add(id);
    if (answer.settled.length + answer.refused.length > 0) {
      const fresh = await api<{ balance: number }>('/inhouse/api/player');
      confirmedBalance = fresh.balance;
      say(t('fishing.resumed', { count: answer.settled.length + answer.refused.length }));
      notifyBalanceChanged();
    }
  }
  await resume().catch(() => say(t('fishing.offline')));
  setInterval(() => void batcher.flush(), config.batchIntervalMs);
  setInterval(() => {
    if (pendingBatches.size) void resume().catch(() => undefined);
  }, RESUME_EVERY_MS);

  // Layout: the canvas fills its box at the device's pixel ratio; the scene works in CSS pixels.
  let width = 360;
  let height = 640;
  let sea: CanvasGradient | null = null;
  function resize(): void {
    const box = canvas.getBoundingClientRect();
    width = Math.max(1, box.width);
    height = Math.max(1, box.height);
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context!.setTransform(ratio, 0, 0, ratio, 0, 0);
    school.resize(width, height);
    // Made once per size, not per frame: the frame loop allocates nothing it can keep.
    sea = context!.createLinearGradient(0, 0, 0, height);
    sea.addColorStop(0, '#0b3d62');
    sea.addColorStop(1, '#05192b');
  }
  new ResizeObserver(resize).observe(canvas);
  resize();

  // Aim and fire: a tap fires once, holding fires every 200 ms toward the pointer.
  let aim = { x: width / 2, y: height / 3 };
  let isHolding = false;
  let lastFire = 0;
  const cannon = () => ({ x: width / 2, y: height - 28 });
  function fire(now: number): void {
    const available = confirmedBalance - batcher.outstandingMinor - inFlightBulletsMinor();
    if (available < bulletMinor()) {
      say(t('error.insufficient_funds'));
      return;
    }
    const from = cannon();
    const dx = aim.x - from.x;
    const dy = Math.min(-10, aim.y - from.y);
    const length = Math.hypot(dx, dy);
    bullets.push({
      x: from.x,
      y: from.y,
      vx: (dx / length) * BULLET_SPEED,
      vy: (dy / length) * BULLET_SPEED,
      bulletMinor: bulletMinor(),
    });
    lastFire = now;
  }
  const inFlightBulletsMinor = () => bullets.reduce((total, bullet) => total + bullet.bulletMinor, 0);
  const pointAt = (event: PointerEvent) => {
    const box = canvas.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  canvas.addEventListener('pointerdown', (event) => {
    event.preventDefault();
    canvas.setPointerCapture(event.pointerId);
    aim = pointAt(event);
    isHolding = true;
    fire(performance.now());
  });
  canvas.addEventListener('pointermove', (event) => {
    aim = pointAt(event);
  });
  const release = () => (isHolding = false);
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);

  $('lower').addEventListener('click', () => {
    bulletIndex = Math.max(0, bulletIndex - 1);
  });
  $('raise').addEventListener('click', () => {
    bulletIndex = Math.min(config.bulletLevelsMinor.length - 1, bulletIndex + 1);
  });

  function drawFish(fish: TFish, now: number): void {
    const ctx = context!;
    const alpha = fish.caughtAt === null ? 1 : Math.max(0, 1 - (now - fish.caughtAt) / 900);
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.translate(fish.x, fish.y);
    if (fish.vx < 0) ctx.scale(-1, 1);
    ctx.fillStyle = FISH_COLOURS[fish.kind] ?? '#fff';
    ctx.beginPath();
    ctx.ellipse(0, 0, fish.radius, fish.radius * 0.6, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(-fish.radius * 0.9, 0);
    ctx.lineTo(-fish.radius * 1.5, -fish.radius * 0.5);
    ctx.lineTo(-fish.radius * 1.5, fish.radius * 0.5);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#10151f';
    ctx.beginPath();
    ctx.arc(fish.radius * 0.55, -fish.radius * 0.15, Math.max(2, fish.radius * 0.1), 0, Math.PI * 2);
    ctx.fill();
    if (fish.vx < 0) ctx.scale(-1, 1);
    ctx.fillStyle = '#ffffff';
    ctx.font = `600 ${Math.max(11, Math.round(fish.radius * 0.45))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(`${fish.multiplier}×`, 0, fish.radius * 0.05);
    ctx.restore();
  }

  let previous = performance.now();
  function frame(now: number): void {
    const dt = Math.min(0.05, (now - previous) / 1000);
    previous = now;
    if (isHolding && now - lastFire >= FIRE_INTERVAL_MS) fire(now);
    school.update(dt, now);

    for (let i = bullets.length - 1; i >= 0; i--) {
      const bullet = bullets[i]!;
      bullet.x += bullet.vx * dt;
      bullet.y += bullet.vy * dt;
      const hit = school.hitTest(bullet.x, bullet.y);
      if (hit) {
        const shot: TFiredShot = { fish: hit.kind, bulletMinor: bullet.bulletMinor, fishId: hit.id };
        if (batcher.fire(shot)) fishByShot.set(shot, hit);
        bullets.splice(i, 1);
      } else if (bullet.x < 0 || bullet.x > width || bullet.y < 0) bullets.splice(i, 1);
    }

    const ctx = context!;
    ctx.fillStyle = sea ?? '#05192b';
    ctx.fillRect(0, 0, width, height);
    for (const fish of school.fish) drawFish(fish, now);
    ctx.fillStyle = '#ffe082';
    for (const bullet of bullets) {
      ctx.beginPath();
      ctx.arc(bullet.x, bullet.y, 4, 0, Math.PI * 2);
      ctx.fill();
    }
    const gun = cannon();
    const angle = Math.atan2(Math.min(-10, aim.y - gun.y), aim.x - gun.x);
    ctx.save();
    ctx.translate(gun.x, gun.y);
    ctx.rotate(angle);
    ctx.fillStyle = '#d4af37';
    ctx.fillRect(0, -7, 40, 14);
    ctx.restore();
    ctx.beginPath();
    ctx.fillStyle = '#b8860b';
    ctx.arc(gun.x, gun.y, 20, 0, Math.PI * 2);
    ctx.fill();
    for (let i = floaters.length - 1; i >= 0; i--) {
      const floater = floaters[i]!;
      const age = (now - floater.at) / 1000;
      if (age > 1.2) {
        floaters.splice(i, 1);
        continue;
      }
      ctx.globalAlpha = 1 - age / 1.2;
      ctx.fillStyle = '#ffe082';
      ctx.font = '700 18px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText(floater.text, floater.x, floater.y - age * 40);
      ctx.globalAlpha = 1;
    }

    balanceEl.textContent = formatMinor(Math.max(0, confirmedBalance - batcher.outstandingMinor));
    bulletEl.textContent = formatMinor(bulletMinor());
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
}

start().catch((error: unknown) => {
  const message = document.getElementById('message');
  if (message) message.textContent = errorText(error);
});
