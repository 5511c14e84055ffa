import { OPERATOR_ROLES, type TOperator } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { fetchOperators, operatorsKey } from '../api/operators';
import { CreateOperatorDialog } from './create-operator-dialog';
import { OperatorActions } from './operator-actions';
import '../../../styles/owner-areas.css';

const column = createColumnHelper<TOperator>();

/** The route answers every operator at once; the table filters and pages them here. */
const fetchOperatorPage = pageLocally(fetchOperators, (operator, filters) => {
  const username = filters.username?.trim().toLowerCase();
  if (username && !operator.username.includes(username)) return false;
  if (filters.role && operator.role !== filters.role) return false;
  if (filters.state === 'disabled' && !operator.isDisabled) return false;
  if (filters.state === 'enabled' && operator.isDisabled) return false;
  return true;
});

/** Operators: who may sign in, with which role, on which merchants; create, re-role, reset, disable. */
export default function OperatorsPage() {
  const { t } = useTranslation('platform');
  const canWrite = useCanWrite();
  const [isCreating, setIsCreating] = useState(false);
  const columns = useMemo(
    () => [
      column.accessor('username', { header: t('operators.username'), enableSorting: true }),
      column.accessor('role', {
        header: t('operators.role'),
        cell: (c) => t(`console:roles.${c.getValue()}`),
        enableSorting: true,
      }),
      column.accessor((row) => row.merchants?.join(', ') ?? t('operators.everyMerchant'), {
        id: 'merchants',
        header: t('operators.merchants'),
      }),
      column.accessor('isDisabled', {
        header: t('operators.state'),
        cell: (c) =>
          c.getValue() ? (
            <StatusBadge label={t('operators.disabled')} tone="bad" />
          ) : (
            <StatusBadge label={t('operators.enabled')} tone="good" />
          ),
        meta: { csv: (row) => (row.isDisabled ? 'disabled' : 'enabled') },
      }),
      column.accessor('totpEnrolledAt', {
        header: t('operators.totp'),
        cell: (c) => {
          const enrolledAt = c.getValue();
          return enrolledAt ? (
            t('operators.totpEnrolled', { at: formatDateTime(enrolledAt) })
          ) : (
            <StatusBadge label={t('operators.totpPending')} tone="warn" />
          );
        },
      }),
      column.accessor('lastLoginAt', {
        header: t('operators.lastLogin'),
        cell: (c) => `${formatDateTime(c.getValue())} ${c.row.original.lastLoginIp ?? ''}`.trim(),
        enableSorting: true,
      }),
      column.accessor('createdAt', {
        header: t('operators.createdAt'),
        cell: (c) => formatDateTime(c.getValue()),
        enableSorting: true,
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('operators.actionsHeader'),
              cell: (c) => <OperatorActions operator={c.row.original} />,
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, canWrite],
  );
  return (
    <>
      <PageHeader
        title={t('operators.title')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setIsCreating(true)}>
              {t('operators.create')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">{t('operators.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('operators.title')}
        queryKey={operatorsKey}
        fetchPage={fetchOperatorPage}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[
          { id: 'username', label: t('operators.username'), type: 'text' },
          {
            id: 'role',
            label: t('operators.role'),
            type: 'select',
            options: OPERATOR_ROLES.map((role) => ({ value: role, label: t(`console:roles.${role}`) })),
          },
          {
            id: 'state',
            label: t('operators.state'),
            type: 'select',
            options: [
              { value: 'enabled', label: t('operators.enabled') },
              { value: 'disabled', label: t('operators.disabled') },
            ],
          },
        ]}
        csvFileName="operators"
      />
      {isCreating ? <CreateOperatorDialog onClose={() => setIsCreating(false)} /> : null}
    </>
  );
}
