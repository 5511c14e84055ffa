import { ZAccountType, type TOpsMemberProfile } from '@kirin/contracts';
import type { TConfig } from '../../../config.js';
import type { TDb } from '../../../db/database.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { countLiveMemberSessions } from '../../auth/member-sessions.js';
import { readMemberBalances } from '../../ledger/index.js';
import { findReferrerOf } from '../../loyalty/referral/index.js';
import { readKycStatus } from '../../protection/kyc/index.js';
import { toMemberDetails } from '../member-details.js';
import { findOpsMember, type TOpsMemberRef } from './find-ops-member.js';
import { readMemberStatus } from './member-status-view.js';

type TProfileContext = { db: TDb; config: Pick<TConfig, 'MEMBER_SESSION_IDLE_MINUTES'> };

/**
 * GET /ops/merchants/:code/members/:memberId: everything an operator needs about one member, contacts and
 * identity in full. Audited as a read (`member.read`), since it shows a person's data whole.
 */
export async function readMemberProfile(
  ctx: TProfileContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
): Promise<TOpsMemberProfile> {
  const { db, config } = ctx;
  const { merchant, member } = await findOpsMember(db, operator, ref);
  const [row, status, balances, referrer, liveSessions, kycStatus] = await Promise.all([
    db
      .selectFrom('member as m')
      .leftJoin('member as u', 'u.id', 'm.upline_id')
      .selectAll('m')
      .select(['u.username as upline_username'])
      .where('m.id', '=', member.id)
      .executeTakeFirstOrThrow(),
    readMemberStatus(db, member.id),
    readMemberBalances(db, member.id),
    findReferrerOf(db, member.id),
    countLiveMemberSessions(db, config, member.id),
    readKycStatus(db, member.id),
  ]);
  await writeAudit(db, actor, {
    action: 'member.read',
    merchantId: merchant.id,
    target: `member:${member.id}`,
  });
  return {
    id: row.id.toString(),
    username: row.username,
    accountType: ZAccountType.parse(row.account_type),
    nickname: row.nickname,
    realName: row.payee_name,
    birthday: row.birthday,
    idNumber: row.id_number,
    language: row.language,
    contacts: {
      email: row.email,
      mobileNum: row.mobile_num,
      countryDialingCode: row.country_dialing_code,
      qq: row.qq_num,
      line: row.line,
      whatsapp: row.whatsapp,
      facebook: row.facebook,
      wechat: row.wechat,
      telegram: row.telegram,
      zalo: row.zalo,
    },
    registration: {
      at: row.created_at.toISOString(),
      ip: row.register_ip,
      domain: row.register_domain,
      url: row.register_url,
      method: row.register_method,
      affiliateCode: row.affiliate_code_used,
      recommenderId: row.recommender_id,
    },
    upline:
      row.upline_id === null ? null : { id: row.upline_id.toString(), username: row.upline_username ?? '' },
    referrer: referrer
      ? { id: referrer.id.toString(), username: referrer.username, code: referrer.code }
      : null,
    vip: { level: row.rank_level, name: row.club_label },
    status,
    labels: row.member_labels,
    isTotpBound: row.totp_secret !== null,
    hasPaymentPassword: row.payment_password_hash !== null,
    mustChangePassword: row.must_change_password,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    lastLoginIp: row.last_login_ip,
    liveSessions,
    balances: balances.map((balance) => ({
      walletCode: balance.walletCode,
      currency: balance.currency,
      balance: Number(balance.balanceMinor),
      held: Number(balance.heldMinor),
      available: Number(balance.availableMinor),
    })),
    identity: { ...toMemberDetails(row), kycStatus },
  };
}
