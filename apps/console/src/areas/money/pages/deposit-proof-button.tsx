import type { TOpsDeposit } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { fetchDepositProof } from '../api/deposits';
import { ProofImage } from './proof-image';

/** Opens a deposit's transfer proof: a read, open to every role that sees the queue (the auditor too). */
export function DepositProofButton({ merchant, deposit }: { merchant: string; deposit: TOpsDeposit }) {
  const { t } = useTranslation('money');
  const [isOpen, setIsOpen] = useState(false);
  if (!deposit.hasProof) return null;
  const title = `${t('deposits.proof')}: ${deposit.username} · ${deposit.id}`;
  return (
    <>
      <Button variant="ghost" onClick={() => setIsOpen(true)} aria-label={title}>
        {t('deposits.viewProof')}
      </Button>
      <Dialog title={title} isOpen={isOpen} onClose={() => setIsOpen(false)}>
        {isOpen ? (
          <ProofImage
            queryKey={['money', merchant, 'deposit-proof', deposit.id]}
            load={() => fetchDepositProof(merchant, deposit.id)}
            alt={t('deposits.proof')}
          />
        ) : null}
      </Dialog>
    </>
  );
}
