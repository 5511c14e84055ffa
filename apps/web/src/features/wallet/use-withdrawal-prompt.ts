import type { TWithdrawal } from '@kirin/contracts';
import { useEffect, useRef } from 'react';
import { isTrialAccount } from '../../lib/account-types';
import { useModalStore } from '../../lib/modal-store';
import { useSessionStore } from '../../lib/session-store';
import { useWithdrawOverview } from './api/get-withdraw-overview';

// Withdrawals whose confirmation was offered in this page load: closing the modal means "later", not "again
// on every refetch"; the withdraw page still lists them with a confirm button.
const prompted = new Set<string>();

/** Forgets the offered confirmations (tests; a reload does the same). */
export function resetWithdrawalPrompts(): void {
  prompted.clear();
}

/** Opens the confirmation modal for the first paid withdrawal still waiting, once per page load. */
export function useWithdrawalPrompt(awaiting: TWithdrawal[] | undefined): void {
  const openModal = useModalStore((s) => s.openModal);
  const first = awaiting?.[0];
  const firstRef = useRef(first);
  firstRef.current = first;
  const firstId = first?.id;

  useEffect(() => {
    const withdrawal = firstRef.current;
    if (!withdrawal || prompted.has(withdrawal.id)) return;
    prompted.add(withdrawal.id);
    openModal({ name: 'withdrawalConfirm', withdrawal });
  }, [firstId, openModal]);
}

/** The light check after login (and on load): a real member with a paid, unconfirmed withdrawal is asked. */
export function useWithdrawalConfirmationCheck(): void {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const isMember = token !== null && isAgent !== null && !isTrialAccount(isAgent);
  const overview = useWithdrawOverview(isMember);
  useWithdrawalPrompt(isMember ? overview.data?.awaitingConfirmation : undefined);
}
