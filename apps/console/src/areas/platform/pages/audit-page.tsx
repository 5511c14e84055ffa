import type { TAuditEntry } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { auditKey, fetchAudit } from '../api/audit';
import { AuditEntryDialog } from './audit-entry-dialog';
import '../../../styles/owner-areas.css';

const column = createColumnHelper<TAuditEntry>();

/** The audit log, newest first, filtered and paged by the server; each row opens its before/after. */
export default function AuditPage() {
  const { t } = useTranslation('platform');
  const [open, setOpen] = useState<TAuditEntry | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('at', { header: t('audit.at'), cell: (c) => formatDateTime(c.getValue()) }),
      column.accessor((row) => row.operatorUsername ?? t('audit.commandLine'), {
        id: 'operator',
        header: t('audit.operator'),
      }),
      column.accessor('action', { header: t('audit.action'), cell: (c) => <code>{c.getValue()}</code> }),
      column.accessor('target', {
        header: t('audit.target'),
        cell: (c) => <code>{c.getValue() ?? ''}</code>,
      }),
      column.accessor('merchantCode', { header: t('audit.merchant') }),
      column.accessor('ip', { header: t('audit.ip') }),
      column.display({
        id: 'change',
        header: t('audit.change'),
        cell: (c) => (
          <Button
            onClick={() => setOpen(c.row.original)}
            aria-label={t('audit.showChange', { action: c.row.original.action, id: c.row.original.id })}
          >
            {t('audit.showChangeShort')}
          </Button>
        ),
        // The CSV keeps both documents whole, as one JSON cell.
        meta: { csv: (row) => JSON.stringify({ before: row.before ?? null, after: row.after ?? null }) },
      }),
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t('audit.title')}>
        <p className="page-lead">{t('audit.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('audit.title')}
        queryKey={auditKey}
        fetchPage={fetchAudit}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[
          { id: 'action', label: t('audit.action'), type: 'text' },
          { id: 'operator', label: t('audit.operator'), type: 'text' },
          { id: 'target', label: t('audit.target'), type: 'text' },
          { id: 'merchant', label: t('audit.merchant'), type: 'text' },
          { id: 'from', label: t('audit.from'), type: 'date' },
          { id: 'to', label: t('audit.to'), type: 'date' },
        ]}
        csvFileName="audit-log"
      />
      {open ? <AuditEntryDialog entry={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
