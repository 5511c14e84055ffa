/** The lottery routes of one merchant: `/merchants/:code/lottery/<path>`. */
export const lotteryPath = (merchant: string, path: string) =>
  `/merchants/${encodeURIComponent(merchant)}/lottery/${path}`;

/** Every lottery query of a merchant starts with this key, so a change can refresh them all. */
export const lotteryKey = (merchant: string) => ['lottery', merchant] as const;
