import type { TOpsMemberLogin } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { fetchMemberLogins, memberLoginsKey } from '../api/member-sessions';

const column = createColumnHelper<TOpsMemberLogin>();
const TONES = { SUCCESS: 'good', WRONG_PASSWORD: 'warn', LOCKED: 'bad' } as const;

/** The login history (kept 180 days): address, time, device (user agent), login type and outcome. */
export function MemberLoginsTab({ merchant, memberId }: { merchant: string; memberId: string }) {
  const { t } = useTranslation('members');
  const columns = useMemo(
    () => [
      column.accessor('at', { header: t('logins.at'), cell: (c) => formatDateTime(c.getValue()) }),
      column.accessor('ip', { header: t('logins.ip') }),
      column.accessor('userAgent', { header: t('logins.device') }),
      column.accessor('loginType', {
        header: t('logins.loginType'),
        cell: (c) => t(`loginTypes.${c.getValue()}`),
      }),
      column.accessor('outcome', {
        header: t('logins.outcome'),
        cell: (c) => <StatusBadge label={t(`logins.outcomes.${c.getValue()}`)} tone={TONES[c.getValue()]} />,
        meta: { csv: (row) => row.outcome },
      }),
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('tabs.logins')}
      stateKey="l."
      queryKey={memberLoginsKey(merchant, memberId)}
      fetchPage={fetchMemberLogins(merchant, memberId)}
      columns={columns}
      getRowId={(row) => row.id}
      csvFileName={`member-${memberId}-logins`}
    />
  );
}
