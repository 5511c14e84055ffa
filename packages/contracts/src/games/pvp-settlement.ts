/**
 * Settling a card-room hand: each seat gets back what it put in plus its net result, less the house rake on a
 * positive net (floored to the minor unit). Nets sum to zero, so returns plus rake equal the stakes taken.
 */

export type TPvpSeatNet = { seat: number; committedMinor: number; netMinor: number };
export type TPvpSeatPayout = { seat: number; payoutMinor: number; rakeMinor: number };

/** The rake on a winning net: `rakeBps` basis points of it, floored. */
export const pvpRakeMinor = (netMinor: number, rakeBps: number): number =>
  netMinor > 0 ? Math.floor((netMinor * rakeBps) / 10_000) : 0;

/** Every seat's return (never negative: a seat never loses more than it committed) and the rake kept. */
export function settlePvpSeats(nets: readonly TPvpSeatNet[], rakeBps: number): TPvpSeatPayout[] {
  if (!Number.isInteger(rakeBps) || rakeBps < 0 || rakeBps > 10_000) throw new Error('rake is 0..10000 bps');
  const sum = nets.reduce((total, n) => total + n.netMinor, 0);
  if (sum !== 0) throw new Error(`seat nets must sum to 0, not ${sum}`);
  return nets.map((n) => {
    if (n.committedMinor + n.netMinor < 0) throw new Error(`seat ${n.seat} loses more than it committed`);
    const rakeMinor = pvpRakeMinor(n.netMinor, rakeBps);
    return { seat: n.seat, payoutMinor: n.committedMinor + n.netMinor - rakeMinor, rakeMinor };
  });
}
