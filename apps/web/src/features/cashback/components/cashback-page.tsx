import type { TCashbackClaim } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { Money } from '../../wallet/components/money';
import { QueryFailure } from '../../wallet/components/query-failure';
import { useRequestId } from '../../wallet/request-id';
import { useClaimCashback } from '../api/claim-cashback';
import { useCashbackPreview } from '../api/get-cashback-preview';
import { CashbackConfirmDialog, CashbackResultDialog } from './cashback-claim-dialogs';
import { CashbackHistory } from './cashback-history';
import { CashbackLines } from './cashback-lines';
import './cashback.css';

/**
 * Cashback (manualRebate): the valid bets since the last claim per game category at the member's VIP rates,
 * the claim (confirmed, then its result), and past claims. The server refuses all of it without MANPLAYREB3.
 */
export function CashbackPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const preview = useCashbackPreview();
  const claim = useClaimCashback();
  const requestId = useRequestId();
  const [isConfirming, setIsConfirming] = useState(false);
  const [paid, setPaid] = useState<TCashbackClaim | null>(null);
  const data = preview.data;
  const hasRates = data?.lines.some((line) => line.ratePpm > 0) ?? false;

  const send = async () => {
    try {
      // One key per window: a retry after an unknown outcome resends it, a new window gets a new one.
      const result = await requestId.sendKeyed({ windowFrom: data?.windowFrom }, (key) =>
        claim.mutateAsync({ requestId: key }),
      );
      setIsConfirming(false);
      setPaid(result);
    } catch {
      setIsConfirming(false);
      void preview.refetch();
    }
  };

  return (
    <section
      className="centre-page cashback-page"
      data-testid="centre-page-manualRebate"
      aria-labelledby="cashback-title"
    >
      <h3 id="cashback-title" className="centre-page__title">
        {title}
      </h3>
      {preview.isPending && <Spinner />}
      {preview.isError && (
        <QueryFailure error={preview.error} onRetry={() => void preview.refetch()} testId="cashback-error" />
      )}
      {data && (
        <>
          <div className="cashback-summary">
            <div className="cashback-summary__figure">
              <span className="cashback-summary__label">{t('cashback_claimable')}</span>
              <strong className="cashback-summary__amount">
                <Money minor={data.amount} testId="cashback-amount" />
              </strong>
              <span className="cashback-summary__note" data-testid="cashback-window">
                {t('cashback_since', { from: formatTime(data.windowFrom) })}
              </span>
            </div>
            <dl className="cashback-summary__facts">
              <dt>{t('cashback_vip_level')}</dt>
              <dd data-testid="cashback-vip-level">{data.vipLevel}</dd>
              <dt>{t('cashback_min_claim')}</dt>
              <dd>
                <Money minor={data.minClaim} testId="cashback-min-claim" />
              </dd>
              {data.capPerClaim !== null && (
                <>
                  <dt>{t('cashback_cap')}</dt>
                  <dd>
                    <Money minor={data.capPerClaim} testId="cashback-cap" />
                  </dd>
                </>
              )}
            </dl>
            <Button
              className="cashback-summary__claim"
              data-testid="cashback-claim"
              disabled={!data.isClaimable || claim.isPending}
              onClick={() => {
                claim.reset();
                setIsConfirming(true);
              }}
            >
              {t('cashback_claim')}
            </Button>
            {!data.isClaimable && (
              <p className="cashback-summary__note" data-testid="cashback-not-claimable">
                {t(hasRates ? 'cashback_not_claimable' : 'cashback_no_rates')}
              </p>
            )}
            {claim.isError && (
              <p className="account-form__error" role="alert" data-testid="cashback-claim-error">
                {t(errorMessageKey(claim.error))}
              </p>
            )}
          </div>
          {data.computed > data.amount && (
            <p className="cashback-summary__note" data-testid="cashback-capped">
              {t('cashback_capped')}
            </p>
          )}
          <CashbackLines lines={data.lines} total={data.computed} validBet={data.validBet} />
          <p className="cashback-rules">{t('cashback_rules')}</p>
        </>
      )}
      {data && <CashbackHistory />}
      {isConfirming && data && (
        <CashbackConfirmDialog
          amount={data.amount}
          isPending={claim.isPending}
          onConfirm={() => void send()}
          onClose={() => setIsConfirming(false)}
        />
      )}
      {paid && <CashbackResultDialog claim={paid} onClose={() => setPaid(null)} />}
    </section>
  );
}
