import type { TInvitation, TInvitationOffer } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QrCodeCard } from '../../../../components/ui/qr-code-card';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessageKey } from '../../../../lib/api-error';
import { useInvitations, useSetInvitationActive } from '../api/agent-team-api';
import { TeamQueryFailure } from './team-query-failure';

/** "Dividend 8%, 10%" from the offered tiers (rates in ppm; fixed amounts as amounts). */
export function describeOffer(offer: TInvitationOffer, typeLabel: string): string {
  const rates = offer.tiers.map((tier) =>
    tier.rateType === 'P' ? `${tier.ratePpm / 10_000}%` : `${(tier.amountMinor ?? 0) / 100}`,
  );
  return `${typeLabel} ${rates.join(', ')}`;
}

function CopyButton({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Button variant="secondary" size="small" data-testid={testId} onClick={() => void copy()}>
      {state === 'copied'
        ? t('agent_team_copied')
        : state === 'failed'
          ? t('agent_team_copy_failed')
          : t('agent_team_copy')}
    </Button>
  );
}

function InvitationRow({ link }: { link: TInvitation }) {
  const { t } = useTranslation();
  const toggle = useSetInvitationActive();
  const [isQrShown, setIsQrShown] = useState(false);
  const offers = link.offers.map((offer) =>
    describeOffer(offer, t(`agent_team_contract_${offer.contractType}`)),
  );
  return (
    <tr data-testid="invitation-row" data-code={link.code}>
      <td data-label={t('agent_team_code')} data-pin="start">
        <strong>{link.code}</strong>
        {link.note && <div className="account-form__hint">{link.note}</div>}
      </td>
      <td data-label={t('agent_team_link_kind')}>{t(`agent_team_kind_${link.kind}`)}</td>
      <td data-label={t('agent_team_offers')}>
        {offers.length > 0 ? offers.join('; ') : t('agent_team_offers_none')}
      </td>
      <td
        data-label={t('agent_team_usage')}
        className="agent-team-table__number"
        data-testid="invitation-usage"
      >
        {link.usageCount}
      </td>
      <td data-label={t('agent_team_status')} data-testid="invitation-status">
        {link.isActive ? t('agent_team_enabled') : t('agent_team_disabled')}
      </td>
      <td data-label={t('agent_team_link')}>
        <div className="agent-team-qr">
          <span className="agent-team-url" data-testid="invitation-url">
            {link.url}
          </span>
          {isQrShown && <QrCodeCard value={link.url} label={link.code} />}
        </div>
      </td>
      <td data-label={t('agent_team_actions')} data-pin="end">
        <div className="agent-team-actions">
          <CopyButton text={link.url} testId="invitation-copy" />
          <Button
            variant="secondary"
            size="small"
            data-testid="invitation-qr"
            aria-expanded={isQrShown}
            onClick={() => setIsQrShown((shown) => !shown)}
          >
            {t('agent_team_qr')}
          </Button>
          <Button
            variant="secondary"
            size="small"
            data-testid="invitation-toggle"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ code: link.code, isActive: !link.isActive })}
          >
            {link.isActive ? t('agent_team_disable') : t('agent_team_enable')}
          </Button>
        </div>
        {toggle.isError && (
          <p className="account-form__error" role="alert" data-testid="invitation-toggle-error">
            {t(errorMessageKey(toggle.error))}
          </p>
        )}
      </td>
    </tr>
  );
}

/** The agent's invitation links: kind, offers, usage, address with QR code and copy, on and off. */
export function InvitationList() {
  const { t } = useTranslation();
  const links = useInvitations();
  if (links.isPending) return <Spinner />;
  if (links.isError)
    return (
      <TeamQueryFailure error={links.error} onRetry={() => void links.refetch()} testId="invitations-error" />
    );
  if (links.data.list.length === 0)
    return <EmptyState message={t('agent_team_invitations_none')} icon="users" />;
  return (
    <div className="data-table-wrap">
      <table className="data-table agent-team-table" data-testid="invitations-table">
        <thead>
          <tr>
            <th scope="col" data-pin="start">
              {t('agent_team_code')}
            </th>
            <th scope="col">{t('agent_team_link_kind')}</th>
            <th scope="col">{t('agent_team_offers')}</th>
            <th scope="col">{t('agent_team_usage')}</th>
            <th scope="col">{t('agent_team_status')}</th>
            <th scope="col">{t('agent_team_link')}</th>
            <th scope="col" data-pin="end">
              {t('agent_team_actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {links.data.list.map((link) => (
            <InvitationRow key={link.code} link={link} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
