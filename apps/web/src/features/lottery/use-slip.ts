import type { TLotteryPlaceSlip } from '@kirin/contracts';
import { useCallback, useRef, useState } from 'react';
import type { TSlipLine } from './slip-pricing';

let lineCounter = 0;

/** The slip being built: its bets, added and removed one by one. */
export function useSlipLines() {
  const [lines, setLines] = useState<TSlipLine[]>([]);
  const add = useCallback((line: Omit<TSlipLine, 'key'>) => {
    lineCounter += 1;
    setLines((current) => [...current, { ...line, key: `line-${lineCounter}` }]);
  }, []);
  const remove = useCallback(
    (key: string) => setLines((current) => current.filter((line) => line.key !== key)),
    [],
  );
  const clear = useCallback(() => setLines([]), []);
  return { lines, add, remove, clear };
}

type TSlipBody = Omit<TLotteryPlaceSlip, 'slipId'>;

/**
 * The slipId of a slip: a fresh UUID for every new slip, the same one while the same slip is sent again (a retry
 * after a network failure is then answered with the first result instead of charging twice).
 */
export function useSlipId() {
  const current = useRef<{ body: string; slipId: string } | null>(null);
  const slipIdFor = useCallback((body: TSlipBody) => {
    const key = JSON.stringify(body);
    if (current.current?.body !== key) current.current = { body: key, slipId: crypto.randomUUID() };
    return current.current.slipId;
  }, []);
  /** After an accepted slip: the next one, even with the same bets, is a new slip. */
  const forget = useCallback(() => {
    current.current = null;
  }, []);
  return { slipIdFor, forget };
}
