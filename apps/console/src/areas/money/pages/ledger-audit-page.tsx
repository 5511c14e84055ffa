import type { TLedgerAuditRun } from '@kirin/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { fetchLedgerAuditRuns, ledgerAuditKey, reportOf, runLedgerAudit } from '../api/ledger-audit';
import { AuditOutcome, LedgerAuditReport } from './ledger-audit-report';
import '../../../styles/money.css';

const column = createColumnHelper<TLedgerAuditRun>();

/** The ledger auditor's latest result and its last runs; an owner of every merchant may run it now. */
export default function LedgerAuditPage() {
  const { t } = useTranslation('money');
  const canWrite = useCanWrite();
  const queryClient = useQueryClient();
  const runs = useQuery({
    queryKey: [...ledgerAuditKey, 'latest'],
    queryFn: ({ signal }) => fetchLedgerAuditRuns(signal),
  });
  const run = useMutation({
    mutationFn: runLedgerAudit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerAuditKey }),
  });
  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('ledgerAudit.run') }),
      column.accessor('startedAt', {
        header: t('ledgerAudit.startedAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('finishedAt', {
        header: t('ledgerAudit.finishedAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('isClean', {
        header: t('ledgerAudit.result'),
        cell: (c) => <AuditOutcome isClean={c.getValue()} />,
        meta: { csv: (row) => (row.isClean === null ? '' : String(row.isClean)) },
      }),
      column.accessor((row) => reportOf(row.report)?.problems.length ?? '', {
        id: 'problems',
        header: t('ledgerAudit.problems'),
        meta: { align: 'end' },
      }),
    ],
    [t],
  );
  const latest = runs.data?.[0];
  return (
    <>
      <PageHeader
        title={t('ledgerAudit.title')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => run.mutate()} isBusy={run.isPending}>
              {t('ledgerAudit.runNow')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">{t('ledgerAudit.lead')}</p>
      </PageHeader>
      <ErrorNote error={run.error ?? runs.error} />
      {runs.isSuccess && !latest ? <p className="note">{t('ledgerAudit.never')}</p> : null}
      {latest ? <LedgerAuditReport run={latest} /> : null}
      <h2>{t('ledgerAudit.history')}</h2>
      <DataTable
        caption={t('ledgerAudit.history')}
        queryKey={[...ledgerAuditKey, 'table']}
        fetchPage={pageLocally(fetchLedgerAuditRuns)}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName="ledger-audit-runs"
      />
    </>
  );
}
