import type { TOpsMemberRow } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMerchantCode } from '../../../app/area-context';
import { consolePaths } from '../../../app/paths';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { fetchMembers, memberSearchKey, parseMemberSearch, type TMemberSearch } from '../api/members';
import { MemberLabels, MemberLockBadge } from './member-badges';
import { MemberSearchForm } from './member-search-form';
import '../../../styles/members.css';

const column = createColumnHelper<TOpsMemberRow>();

/** The search as the address holds it (`by`, `q`); an address the route would refuse lists every member. */
function useMemberSearch(): [TMemberSearch, (search: TMemberSearch) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = parseMemberSearch({ by: params.get('by') ?? undefined, q: params.get('q') ?? undefined });
  const search: TMemberSearch = parsed.success
    ? { by: parsed.data.by, q: parsed.data.q }
    : { by: 'username', q: undefined };
  const setSearch = (next: TMemberSearch) =>
    setParams((current) => {
      const params = new URLSearchParams(current);
      params.delete('page');
      params.set('by', next.by);
      if (next.q) params.set('q', next.q);
      else params.delete('q');
      return params;
    });
  return [search, setSearch];
}

/** Member search: by username prefix, phone, e-mail or IP; each row opens the member's profile. */
export default function MembersPage() {
  const { t } = useTranslation('members');
  const merchant = useMerchantCode();
  const [search, setSearch] = useMemberSearch();
  const columns = useMemo(
    () => [
      column.accessor('username', {
        header: t('columns.username'),
        enableSorting: true,
        cell: (c) => (
          <Link to={consolePaths.areaPage(merchant, 'members', c.row.original.id)}>{c.getValue()}</Link>
        ),
      }),
      column.accessor('id', { header: t('columns.id') }),
      column.accessor('accountType', {
        header: t('columns.accountType'),
        cell: (c) => t(`accountTypes.${c.getValue()}`),
      }),
      column.accessor('isLocked', {
        header: t('columns.status'),
        cell: (c) => <MemberLockBadge isLocked={c.getValue()} />,
        meta: { csv: (row) => (row.isLocked ? 'LOCKED' : 'ACTIVE') },
      }),
      column.accessor('labels', {
        header: t('columns.labels'),
        cell: (c) => <MemberLabels labels={c.getValue()} />,
        meta: { csv: (row) => row.labels.join(' | ') },
      }),
      column.accessor('email', { header: t('columns.email') }),
      column.accessor(
        (row) => (row.mobileNum ? `${row.countryDialingCode ?? ''} ${row.mobileNum}`.trim() : ''),
        {
          id: 'mobile',
          header: t('columns.mobile'),
        },
      ),
      column.accessor('createdAt', {
        header: t('columns.createdAt'),
        enableSorting: true,
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('lastLoginAt', {
        header: t('columns.lastLoginAt'),
        enableSorting: true,
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('lastLoginIp', { header: t('columns.lastLoginIp') }),
      column.accessor('balance', {
        header: t('columns.balance'),
        cell: (c) => formatMinorUnits(c.getValue()),
        meta: { align: 'end', csv: (row) => formatMinorUnits(row.balance).replaceAll(',', '') },
      }),
      column.accessor('currency', { header: t('columns.currency') }),
    ],
    [t, merchant],
  );
  return (
    <>
      <PageHeader title={t('search.title')}>
        <p className="page-lead">{t('search.lead')}</p>
      </PageHeader>
      <MemberSearchForm search={search} onSearch={setSearch} />
      <DataTable
        caption={t('search.title')}
        queryKey={memberSearchKey(merchant, search)}
        fetchPage={fetchMembers(merchant, search)}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName={`members-${merchant}`}
        emptyText={search.q ? t('search.noMatch') : undefined}
      />
    </>
  );
}
