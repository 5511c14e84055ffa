import { useState } from 'react';
import { useProtectionLimits } from '../api/get-limits';
import { DepositAllowance } from './deposit-allowance';
import { LimitPromptDialog } from './limit-prompt-dialog';

/** What the deposit page adds for player protection: the allowance left, and the first-deposit limit prompt. */
export function DepositProtection() {
  const limits = useProtectionLimits();
  // Closed for this visit once answered or dismissed; the server decides whether it is due next time.
  const [isPromptClosed, setIsPromptClosed] = useState(false);
  const isPromptShown = limits.isSuccess && limits.data.isPromptDue && !isPromptClosed;
  return (
    <>
      <DepositAllowance />
      {isPromptShown && <LimitPromptDialog onClose={() => setIsPromptClosed(true)} />}
    </>
  );
}
