/**
 * The fish on screen: where they swim and which one a bullet touches. Purely visual (Math.random is fine
 * here): the server decides every catch; the page only reports which fish a bullet hit.
 */
import type { TFishKind } from './fishing-api.js';

export type TFishSpec = { kind: TFishKind; multiplier: number };

export type TFish = {
  id: number;
  kind: TFishKind;
  multiplier: number;
  /** Body half-length in CSS pixels: rarer fish are bigger (and slower). */
  radius: number;
  x: number;
  y: number;
  /** Pixels per second along x (negative: swimming left). */
  vx: number;
  baseY: number;
  wobble: number;
  phase: number;
  /** Set when the server said it was caught: the fish fades out instead of swimming on. */
  caughtAt: number | null;
};

const MAX_FISH = 14;

/** Radius by multiplier: 2× → 14 px … 50× → 46 px on a 360 px wide screen, scaled by `scale`. */
export const fishRadius = (multiplier: number, scale: number): number =>
  Math.round((10 + 9 * Math.log2(multiplier)) * scale);

export class FishSchool {
  readonly fish: TFish[] = [];
  private nextId = 1;

  constructor(
    private readonly specs: readonly TFishSpec[],
    private width: number,
    private height: number,
    private readonly random: () => number = Math.random,
  ) {}

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
  }

  private get scale(): number {
    return Math.max(0.8, Math.min(1.6, Math.min(this.width, this.height * 1.4) / 360));
  }

  /**
   * A new fish at one edge (or anywhere, when the sea is first filled); cheap fish are common, the whale
   * rare (visual only; the odds are the server's).
   */
  spawn(isAnywhere = false): TFish {
    const weights = this.specs.map((spec) => 1 / spec.multiplier);
    let pick = this.random() * weights.reduce((a, b) => a + b, 0);
    let spec = this.specs[0]!;
    for (let i = 0; i < this.specs.length; i++) {
      pick -= weights[i]!;
      if (pick <= 0) {
        spec = this.specs[i]!;
        break;
      }
    }
    const radius = fishRadius(spec.multiplier, this.scale);
    const fromLeft = this.random() < 0.5;
    const speed = (70 - 30 * Math.min(1, spec.multiplier / 50)) * this.scale * (0.8 + 0.4 * this.random());
    // Fish keep out of the bottom strip where the cannon sits.
    const baseY = radius + this.random() * Math.max(1, this.height * 0.72 - 2 * radius);
    const fish: TFish = {
      id: this.nextId++,
      kind: spec.kind,
      multiplier: spec.multiplier,
      radius,
      x: isAnywhere ? this.random() * this.width : fromLeft ? -radius : this.width + radius,
      y: baseY,
      vx: fromLeft ? speed : -speed,
      baseY,
      wobble: 6 + this.random() * 18,
      phase: this.random() * Math.PI * 2,
      caughtAt: null,
    };
    this.fish.push(fish);
    return fish;
  }

  /** Moves every fish `dt` seconds on; drops those that left the screen or finished their catch. */
  update(dt: number, now: number): void {
    for (const fish of this.fish) {
      if (fish.caughtAt !== null) continue;
      fish.x += fish.vx * dt;
      fish.phase += dt * 2;
      fish.y = fish.baseY + Math.sin(fish.phase) * fish.wobble;
    }
    for (let i = this.fish.length - 1; i >= 0; i--) {
      const fish = this.fish[i]!;
      const isGone =
        fish.caughtAt !== null
          ? now - fish.caughtAt > 900
          : fish.x < -2 * fish.radius || fish.x > this.width + 2 * fish.radius;
      if (isGone) this.fish.splice(i, 1);
    }
    const isFirstFill = this.nextId === 1;
    while (this.fish.length < Math.min(MAX_FISH, 6 + Math.floor(this.width / 120))) this.spawn(isFirstFill);
  }

  /** The fish whose body (an ellipse 2r × 1.2r) contains the point, the top-most (last drawn) first. */
  hitTest(x: number, y: number): TFish | null {
    for (let i = this.fish.length - 1; i >= 0; i--) {
      const fish = this.fish[i]!;
      if (fish.caughtAt !== null) continue;
      const dx = (x - fish.x) / fish.radius;
      const dy = (y - fish.y) / (fish.radius * 0.6);
      if (dx * dx + dy * dy <= 1) return fish;
    }
    return null;
  }

  /** Marks a fish caught (the server said so): it stops and fades. A fish already gone is fine. */
  markCaught(id: number, now: number): void {
    const fish = this.fish.find((f) => f.id === id);
    if (fish && fish.caughtAt === null) fish.caughtAt = now;
  }
}
