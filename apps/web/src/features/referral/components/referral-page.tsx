import { useTranslation } from 'react-i18next';
import { QrCodeCard } from '../../../components/ui/qr-code-card';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { Money } from '../../wallet/components/money';
import { QueryFailure } from '../../wallet/components/query-failure';
import { useReferral } from '../api/get-referral';
import { CopyLinkButton } from './copy-link-button';
import { ReferralFriends } from './referral-friends';
import { referralRuleLines } from './referral-rule-lines';
import './referral.css';

/**
 * Invite friends (member-centre page `referral`): the member's code and link with its QR code and a copy
 * button, the live rule in plain words, totals, and the friends who registered with the code.
 */
export function ReferralPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const referral = useReferral();
  const data = referral.data;

  return (
    <section
      className="centre-page referral-page"
      data-testid="centre-page-referral"
      aria-labelledby="referral-title"
    >
      <h3 id="referral-title" className="centre-page__title">
        {title}
      </h3>
      {referral.isPending && <Spinner />}
      {referral.isError && (
        <QueryFailure
          error={referral.error}
          onRetry={() => void referral.refetch()}
          testId="referral-error"
        />
      )}
      {data && (
        <>
          <div className="referral-share">
            <div className="referral-share__text">
              <span className="referral-share__label">{t('referral_your_code')}</span>
              <strong className="referral-share__code" data-testid="referral-code">
                {data.code}
              </strong>
              <span className="referral-share__label">{t('referral_your_link')}</span>
              <span className="referral-share__link" data-testid="referral-link">
                {data.link}
              </span>
              <div className="referral-share__actions">
                <CopyLinkButton text={data.link} />
              </div>
            </div>
            <QrCodeCard value={data.link} label={t('referral_qr_label')} />
          </div>
          <dl className="referral-totals" data-testid="referral-totals">
            <div>
              <dt>{t('referral_total_invited')}</dt>
              <dd data-testid="referral-total-invited">{data.totals.invited}</dd>
            </div>
            <div>
              <dt>{t('referral_total_deposited')}</dt>
              <dd>{data.totals.deposited}</dd>
            </div>
            <div>
              <dt>{t('referral_total_qualified')}</dt>
              <dd data-testid="referral-total-qualified">{data.totals.qualified}</dd>
            </div>
            <div>
              <dt>{t('referral_total_reward')}</dt>
              <dd>
                <Money minor={data.totals.rewardMinor} testId="referral-total-reward" />
              </dd>
            </div>
          </dl>
          <section
            className="referral-rule"
            aria-labelledby="referral-rule-title"
            data-testid="referral-rule"
          >
            <h4 id="referral-rule-title" className="referral-section__title">
              {data.rule ? data.rule.name : t('referral_rule_title')}
            </h4>
            {data.rule ? (
              <ul className="referral-rule__lines">
                {referralRuleLines(data.rule, t, formatTime).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className="referral-rule__none" data-testid="referral-rule-none">
                {t('referral_rule_none')}
              </p>
            )}
          </section>
          <ReferralFriends />
        </>
      )}
    </section>
  );
}
