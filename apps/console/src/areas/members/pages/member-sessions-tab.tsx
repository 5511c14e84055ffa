import type { TOpsMemberSession } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { memberKey } from '../api/member-profile';
import {
  endAllMemberSessions,
  endMemberSession,
  fetchMemberSessions,
  memberSessionsKey,
} from '../api/member-sessions';

const column = createColumnHelper<TOpsMemberSession>();

type TSessionsTabProps = { merchant: string; memberId: string; username: string };

/** The member's sessions; owner and support end one or all (the member may log in again; a lock stops that). */
export function MemberSessionsTab({ merchant, memberId, username }: TSessionsTabProps) {
  const { t } = useTranslation('members');
  const canWrite = useCanWrite();
  // 'all', or the id of the one session to end.
  const [ending, setEnding] = useState<string | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('sessions.createdAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('lastSeenAt', {
        header: t('sessions.lastSeenAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('expiresAt', {
        header: t('sessions.expiresAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('loginType', {
        header: t('sessions.loginType'),
        cell: (c) => t(`loginTypes.${c.getValue()}`),
      }),
      column.accessor('ip', { header: t('sessions.ip') }),
      column.accessor('userAgent', { header: t('sessions.userAgent') }),
      column.accessor('isLive', {
        header: t('sessions.state'),
        cell: (c) =>
          c.getValue() ? (
            <StatusBadge label={t('sessions.live')} tone="good" />
          ) : (
            <StatusBadge label={t('sessions.dead')} tone="neutral" />
          ),
        meta: { csv: (row) => (row.isLive ? 'LIVE' : 'ENDED') },
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('sessions.actions'),
              cell: (c) =>
                c.row.original.isLive ? (
                  <Button
                    variant="danger"
                    onClick={() => setEnding(c.row.original.id)}
                    aria-label={t('sessions.endOneOf', { time: formatDateTime(c.row.original.createdAt) })}
                  >
                    {t('sessions.endOne')}
                  </Button>
                ) : null,
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, canWrite],
  );
  return (
    <>
      <DataTable
        caption={t('tabs.sessions')}
        stateKey="s."
        queryKey={memberSessionsKey(merchant, memberId)}
        fetchPage={fetchMemberSessions(merchant, memberId)}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName={`member-${memberId}-sessions`}
        toolbar={
          canWrite ? (
            <Button variant="danger" onClick={() => setEnding('all')}>
              {t('sessions.endAll')}
            </Button>
          ) : null
        }
      />
      {ending ? (
        <ActionDialog
          title={`${ending === 'all' ? t('sessions.endAll') : t('sessions.endOne')}: ${username}`}
          isOpen
          onClose={() => setEnding(null)}
          run={() =>
            ending === 'all'
              ? endAllMemberSessions(merchant, memberId)
              : endMemberSession(merchant, memberId, ending)
          }
          // The profile counts live sessions.
          invalidates={[memberKey(merchant, memberId)]}
          reason="none"
          confirmLabel={ending === 'all' ? t('sessions.endAll') : t('sessions.endOne')}
          variant="danger"
        >
          <p>{t(ending === 'all' ? 'sessions.endAllHelp' : 'sessions.endOneHelp')}</p>
        </ActionDialog>
      ) : null}
    </>
  );
}
