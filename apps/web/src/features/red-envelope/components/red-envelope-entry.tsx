import type { TRedEnvelopeStatus } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useRedEnvelopeStatus } from '../api/get-red-envelope-status';
import { RedEnvelopeModal } from './red-envelope-modal';
import './red-envelope.css';

type TLiveCampaign = TRedEnvelopeStatus['campaigns'][number];

/**
 * The floating red envelope (home page and promotions): shown only while the server says the member can open
 * one now, so it never promises a packet that is not there. The modal, once open, stays until closed even
 * when that was the last envelope, so the member sees what it won.
 */
export function RedEnvelopeEntry() {
  const { t } = useTranslation();
  const status = useRedEnvelopeStatus();
  const [opened, setOpened] = useState<TLiveCampaign | null>(null);
  const campaign = status.data?.campaigns[0];
  return (
    <>
      {campaign && !opened && (
        <button
          type="button"
          className="red-envelope-entry"
          data-testid="red-envelope-entry"
          aria-label={t('red_envelope_entry_label', { name: campaign.name })}
          title={campaign.name}
          onClick={() => setOpened(campaign)}
        >
          <span className="red-envelope-entry__seal" aria-hidden="true">
            <Icon name="gift" size={18} />
          </span>
        </button>
      )}
      {opened && <RedEnvelopeModal campaign={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
