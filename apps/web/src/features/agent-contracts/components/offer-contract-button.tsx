import type { TContractTypeName } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useContracts } from '../api/contract-call';
import { ContractRequestModal } from './contract-request-modal';

/**
 * Offer / Change for one direct downline, for any page that lists downlines (team management embeds it):
 * hidden while the caller holds no agreed terms of the type to offer on.
 */
export function OfferContractButton({
  type,
  memberId,
  username,
  typeLabel,
}: {
  type: TContractTypeName;
  memberId: string;
  username: string;
  /** Where buttons of several types stand together: the type's name, said on the button. */
  typeLabel?: string;
}) {
  const { t } = useTranslation();
  const { data } = useContracts(type);
  const [isOpen, setOpen] = useState(false);
  if (!data?.canOffer) return null;
  const row = data.downlines.list.find((d) => d.memberId === memberId);
  const current = row?.contract ?? null;
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        disabled={row?.pending !== null && row?.pending !== undefined}
        onClick={() => setOpen(true)}
        data-testid={typeLabel ? `contract-offer-${type}-${memberId}` : `contract-offer-${memberId}`}
      >
        {t(current ? 'agent_contracts_change' : 'agent_contracts_offer')}
        {typeLabel ? `: ${typeLabel}` : ''}
      </Button>
      {isOpen ? (
        <ContractRequestModal
          type={type}
          member={{ id: memberId, username }}
          mine={data.mine}
          current={current}
          maxTiers={data.policy.maxTiers}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
