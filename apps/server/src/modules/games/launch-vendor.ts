/** Lottery games are all played at the lottery vendor, whatever vendor lists them (spec: LOTT/ELOTT → TCG_SEA). */
export const LOTTERY_VENDOR = 'TCG_SEA';

/** The vendor a game launches at. */
export function launchVendorOf(game: { vassalage: string; gameCategory: string }): string {
  return game.gameCategory === 'LOTT' || game.gameCategory === 'ELOTT' ? LOTTERY_VENDOR : game.vassalage;
}
