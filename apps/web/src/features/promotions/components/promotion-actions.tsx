import type { TPromotionDetail } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Money } from '../../wallet/components/money';
import { errorMessageKey } from '../../../lib/api-error';
import { useModalStore } from '../../../lib/modal-store';
import { useIsLoggedIn } from '../../../lib/session-store';
import { useProtectedAction } from '../../../lib/use-protected-action';
import { claimPromotion, joinPromotion, signInPromotion, usePromotionAction } from '../api/act-on-promotion';
import { ApplicationForm } from './application-form';

const isDepositKind = (kind: TPromotionDetail['kind']) => kind === 'FIRST_DEPOSIT' || kind === 'RELOAD';

/**
 * The detail's action area, driven by the server's state machine: the buttons are exactly the `actions` the
 * member's status accepts (join, claim, sign in, or the application form); a deposit bonus the member may still
 * choose also offers the deposit page. A guest is offered the login.
 */
export function PromotionActions({ detail }: { detail: TPromotionDetail }) {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const protect = useProtectedAction();
  const openModal = useModalStore((s) => s.openModal);
  const join = usePromotionAction(joinPromotion);
  const claim = usePromotionAction(claimPromotion);
  const sign = usePromotionAction(signInPromotion);
  const [problem, setProblem] = useState<string | null>(null);
  const [paid, setPaid] = useState<number | null>(null);
  const isBusy = join.isPending || claim.isPending || sign.isPending;

  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      const answer = await action();
      if (answer && typeof answer === 'object' && 'paid' in answer) setPaid(Number(answer.paid));
    } catch (error) {
      setProblem(errorMessageKey(error));
    }
  };
  const canDeposit = isDepositKind(detail.kind) && (detail.status === 'JOIN' || detail.status === 'JOINED');

  return (
    <div className="promo-actions" data-testid="promo-actions">
      <p className="promo-actions__status">
        <span className="promo-status" data-status={detail.status} data-testid="promo-status">
          {t(`promo_status_${detail.status}`)}
        </span>
        {detail.claimable !== null && detail.actions.length > 0 && (
          <span data-testid="promo-claimable">
            {t('promo_claimable')} <Money minor={detail.claimable} />
          </span>
        )}
      </p>
      {detail.claim?.rejectReason && (
        <p className="promo-actions__note" data-testid="promo-reject-reason">
          {t('promo_reject_reason', { reason: detail.claim.rejectReason })}
        </p>
      )}
      {detail.progress && (
        <p className="promo-actions__note" data-testid="promo-progress">
          {t('promo_progress')} <Money minor={detail.progress.validBet} />
          {detail.progress.nextTier !== null && (
            <>
              {' / '}
              <Money minor={detail.progress.nextTier} />
            </>
          )}
        </p>
      )}
      {detail.streak && (
        <p className="promo-actions__note" data-testid="promo-streak">
          {t('promo_streak', { days: detail.streak.days })}
        </p>
      )}
      <div className="promo-actions__buttons">
        {!isLoggedIn && (
          <Button onClick={() => protect(() => undefined)} data-testid="promo-login">
            {t('promo_login_to_join')}
          </Button>
        )}
        {detail.actions.includes('JOIN') && (
          <Button
            disabled={isBusy}
            onClick={() => void run(() => join.run(detail.id))}
            data-testid="promo-action-JOIN"
          >
            {t('promo_action_JOIN')}
          </Button>
        )}
        {detail.actions.includes('CLAIM') && (
          <Button
            disabled={isBusy}
            onClick={() => void run(() => claim.run(detail.id))}
            data-testid="promo-action-CLAIM"
          >
            {t('promo_action_CLAIM')}
          </Button>
        )}
        {detail.actions.includes('SIGN') && (
          <Button
            disabled={isBusy}
            onClick={() => void run(() => sign.run(detail.id))}
            data-testid="promo-action-SIGN"
          >
            {t('promo_action_SIGN')}
          </Button>
        )}
        {isLoggedIn && canDeposit && (
          <Button
            variant="secondary"
            onClick={() => protect(() => openModal({ name: 'memberCentre', page: 'depositv2' }))}
            data-testid="promo-deposit"
          >
            {t('promo_deposit_now')}
          </Button>
        )}
      </div>
      {detail.actions.includes('APPLY') && <ApplicationForm promotionId={detail.id} />}
      {paid !== null && (
        <p className="promo-actions__paid" role="status" data-testid="promo-paid">
          {t('promo_paid')} <Money minor={paid} />
        </p>
      )}
      {problem && (
        <p className="account-form__error" role="alert" data-testid="promo-action-error">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
