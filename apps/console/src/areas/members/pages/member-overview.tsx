import type { TOpsMemberProfile } from '@kirin/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consolePaths } from '../../../app/paths';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { MemberLabels, MemberLockBadge } from './member-badges';

const CONTACTS = ['qq', 'line', 'whatsapp', 'facebook', 'wechat', 'telegram', 'zalo'] as const;

/** A card of facts; an empty value shows a dash so a missing contact reads as missing. */
function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/** The identity details the member gave (issue 21) and its KYC status; "other" shows the member's words. */
function MemberIdentity({ identity }: { identity: TOpsMemberProfile['identity'] }) {
  const { t } = useTranslation('members');
  const choice = (group: string, code: string | null, other: string | null) =>
    code === 'other' ? other : code ? t(`identity.${group}.${code}`) : null;
  return (
    <Facts
      title={t('identity.title')}
      rows={[
        [t('identity.kycStatus'), t(`identity.kycStatuses.${identity.kycStatus}`)],
        [t('identity.address'), identity.address],
        [t('identity.nationality'), identity.nationality],
        [t('identity.occupation'), choice('occupations', identity.occupation, identity.occupationOther)],
        [
          t('identity.sourceOfIncome'),
          choice('incomeSources', identity.sourceOfIncome, identity.sourceOfIncomeOther),
        ],
      ]}
    />
  );
}

/** Everything the profile answers: identity, contacts, registration, relations, security, status, balances. */
export function MemberOverview({ merchant, member }: { merchant: string; member: TOpsMemberProfile }) {
  const { t } = useTranslation('members');
  const yesNo = (value: boolean) => t(value ? 'overview.yes' : 'overview.no');
  const memberLink = (ref: { id: string; username: string }) => (
    <Link to={consolePaths.areaPage(merchant, 'members', ref.id)}>{ref.username}</Link>
  );
  const { contacts, registration, status } = member;
  return (
    <div className="member-cards">
      <Facts
        title={t('overview.identity')}
        rows={[
          [t('overview.id'), member.id],
          [t('overview.username'), member.username],
          [t('overview.accountType'), t(`accountTypes.${member.accountType}`)],
          [t('overview.nickname'), member.nickname],
          [t('overview.realName'), member.realName],
          [t('overview.birthday'), member.birthday],
          [t('overview.idNumber'), member.idNumber],
          [t('overview.language'), member.language],
        ]}
      />
      <MemberIdentity identity={member.identity} />
      <Facts
        title={t('overview.contacts')}
        rows={[
          [t('overview.email'), contacts.email],
          [
            t('overview.mobile'),
            contacts.mobileNum ? `${contacts.countryDialingCode ?? ''} ${contacts.mobileNum}`.trim() : null,
          ],
          ...CONTACTS.map((key): [string, ReactNode] => [t(`overview.${key}`), contacts[key]]),
        ]}
      />
      <Facts
        title={t('overview.registration')}
        rows={[
          [t('overview.registeredAt'), formatDateTime(registration.at)],
          [t('overview.registrationIp'), registration.ip],
          [t('overview.domain'), registration.domain],
          [t('overview.url'), registration.url],
          [t('overview.method'), registration.method],
          [t('overview.affiliateCode'), registration.affiliateCode],
          [t('overview.recommenderId'), registration.recommenderId],
        ]}
      />
      <Facts
        title={t('overview.relations')}
        rows={[
          [t('overview.upline'), member.upline ? memberLink(member.upline) : null],
          [
            t('overview.referrer'),
            member.referrer ? (
              <>
                {memberLink(member.referrer)} <code>{member.referrer.code}</code>
              </>
            ) : null,
          ],
          [
            t('overview.vip'),
            member.vip.name ? `${member.vip.level} · ${member.vip.name}` : String(member.vip.level),
          ],
        ]}
      />
      <Facts
        title={t('overview.security')}
        rows={[
          [t('overview.status'), <MemberLockBadge key="status" isLocked={status.isLocked} />],
          ...(status.isLocked
            ? ([
                [t('overview.lockedAt'), formatDateTime(status.lockedAt)],
                [t('overview.lockedBy'), status.lockedBy],
                [t('overview.lockedReason'), status.lockedReason],
              ] as [string, ReactNode][])
            : []),
          [t('overview.labels'), member.labels.length ? <MemberLabels labels={member.labels} /> : null],
          [t('overview.totp'), yesNo(member.isTotpBound)],
          [t('overview.paymentPassword'), yesNo(member.hasPaymentPassword)],
          [t('overview.mustChangePassword'), yesNo(member.mustChangePassword)],
          [t('overview.lastLoginAt'), formatDateTime(member.lastLoginAt)],
          [t('overview.lastLoginIp'), member.lastLoginIp],
          [t('overview.liveSessions'), member.liveSessions],
        ]}
      />
      <section className="card" aria-label={t('overview.balances')}>
        <h2>{t('overview.balances')}</h2>
        {member.balances.length === 0 ? (
          <p>{t('overview.noBalances')}</p>
        ) : (
          <div className="table-scroll">
            <table>
              <caption className="visually-hidden">{t('overview.balances')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('overview.wallet')}</th>
                  <th scope="col">{t('overview.currency')}</th>
                  <th scope="col" className="align-end">
                    {t('overview.balance')}
                  </th>
                  <th scope="col" className="align-end">
                    {t('overview.held')}
                  </th>
                  <th scope="col" className="align-end">
                    {t('overview.available')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {member.balances.map((wallet) => (
                  <tr key={wallet.walletCode}>
                    <td>{wallet.walletCode}</td>
                    <td>{wallet.currency}</td>
                    <td className="align-end">{formatMinorUnits(wallet.balance)}</td>
                    <td className="align-end">{formatMinorUnits(wallet.held)}</td>
                    <td className="align-end">{formatMinorUnits(wallet.available)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
