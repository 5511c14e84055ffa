import { formatMinorUnits, type TRedEnvelopeClaimed, type TRedEnvelopeStatus } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessageKey } from '../../../lib/api-error';
import { useBootData } from '../../../lib/boot-data';
import { useRequestId } from '../../wallet/request-id';
import { useClaimRedEnvelope } from '../api/claim-red-envelope';
import { RedEnvelopeHistory } from './red-envelope-history';

type TLiveCampaign = TRedEnvelopeStatus['campaigns'][number];
type TOutcome = { won: TRedEnvelopeClaimed } | { refusal: string } | null;

/**
 * The envelope itself: press the seal to open it (one claim; a retry after a lost answer reuses its key),
 * then the amount added to the balance or why there is none. "My envelopes" lists what was opened before.
 */
export function RedEnvelopeModal({ campaign, onClose }: { campaign: TLiveCampaign; onClose: () => void }) {
  const { t } = useTranslation();
  const { whitelabel } = useBootData();
  const claim = useClaimRedEnvelope();
  const { sendKeyed } = useRequestId();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const [isHistoryShown, setHistoryShown] = useState(false);

  const open = async () => {
    const body = { campaignId: campaign.campaignId };
    try {
      const won = await sendKeyed(body, (requestId) => claim.mutateAsync({ ...body, requestId }));
      setOutcome({ won });
    } catch (error) {
      setOutcome({ refusal: errorMessageKey(error) });
    } finally {
      void claim.refresh();
    }
  };
  const again = () => {
    claim.reset();
    setOutcome(null);
  };

  const state = claim.isPending ? 'opening' : outcome ? ('won' in outcome ? 'won' : 'refused') : 'sealed';
  return (
    <Modal
      name="red-envelope"
      title={campaign.name}
      onClose={onClose}
      size="small"
      footer={
        <Button
          variant="ghost"
          data-testid="red-envelope-history-toggle"
          onClick={() => setHistoryShown((v) => !v)}
        >
          {isHistoryShown ? t('red_envelope_back') : t('red_envelope_history')}
        </Button>
      }
    >
      {isHistoryShown ? (
        <RedEnvelopeHistory />
      ) : (
        <div className={`red-envelope red-envelope--${state}`} data-testid="red-envelope" data-state={state}>
          <div className="red-envelope__card">
            <span className="red-envelope__flap" aria-hidden="true" />
            {outcome && 'won' in outcome ? (
              <div className="red-envelope__result" role="status">
                <p className="red-envelope__label">{t('red_envelope_won')}</p>
                <p className="red-envelope__amount" data-testid="red-envelope-amount">
                  {formatMinorUnits(outcome.won.amountMinor)} {whitelabel.currency}
                </p>
                <p className="red-envelope__note">{t('red_envelope_added')}</p>
              </div>
            ) : outcome ? (
              <p className="red-envelope__refusal" role="alert" data-testid="red-envelope-refusal">
                {t(outcome.refusal)}
              </p>
            ) : (
              <button
                type="button"
                className="red-envelope__seal"
                data-testid="red-envelope-open"
                disabled={claim.isPending}
                aria-busy={claim.isPending}
                onClick={() => void open()}
              >
                {claim.isPending ? t('red_envelope_opening') : t('red_envelope_open')}
              </button>
            )}
          </div>
          {outcome && 'won' in outcome && outcome.won.claimsLeft > 0 && (
            <Button variant="secondary" data-testid="red-envelope-again" onClick={again}>
              {t('red_envelope_again', { left: outcome.won.claimsLeft })}
            </Button>
          )}
        </div>
      )}
    </Modal>
  );
}
