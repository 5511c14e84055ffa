/**
 * The clock the live games (crash, baccarat) read. Round timelines are stored timestamps compared with this
 * clock, so tests move it instead of waiting for rounds to pass.
 */
export const liveClock = { now: (): number => Date.now() };
