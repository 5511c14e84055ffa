import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatMinorUnits } from '../../../lib/format';
import { fetchLotteryGames, lotteryGamesKey, type TOpsLotteryGame } from '../api/lottery-games';
import { GameSettingsDialog } from './game-settings-dialog';
import { lotteryGameName, lotteryPaths } from './lottery-links';

const column = createColumnHelper<TOpsLotteryGame>();
const money = (value: number | null) => (value === null ? '' : formatMinorUnits(value));

/** When a game draws: every N minutes (fast games) or its draw and close times (null: the engine's). */
function scheduleOf(game: TOpsLotteryGame, t: TFunction<'lottery'>): string {
  if (game.periodMinutes !== null) return t('games.everyMinutes', { minutes: game.periodMinutes });
  return t('games.dailyAt', {
    draw: game.drawTime ?? t('games.engineTime'),
    close: game.closeTime ?? t('games.engineTime'),
  });
}

/** The merchant's lottery games: on or off, suspended, where results come from, betting limits. */
export default function LotteryGamesPage() {
  const { t, i18n } = useTranslation('lottery');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<TOpsLotteryGame | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('sortOrder', {
        header: t('games.sortOrder'),
        enableSorting: true,
        meta: { align: 'end' },
      }),
      column.accessor('gameCode', { header: t('games.code'), enableSorting: true }),
      column.accessor((row) => lotteryGameName(row.names, i18n.language, row.gameCode), {
        id: 'name',
        header: t('games.name'),
      }),
      column.accessor('area', { header: t('games.area') }),
      column.accessor('prizeMode', { header: t('games.prizeMode') }),
      column.accessor('resultSource', {
        header: t('games.resultSource'),
        cell: (c) => t(`resultSources.${c.getValue()}`),
        meta: { csv: (row) => row.resultSource },
      }),
      column.accessor((row) => scheduleOf(row, t), { id: 'schedule', header: t('games.schedule') }),
      column.accessor((row) => (row.isEnabled ? (row.isSuspended ? 'SUSPENDED' : 'ON') : 'OFF'), {
        id: 'state',
        header: t('games.state'),
        cell: (c) => (
          <StatusBadge
            label={t(`games.states.${c.getValue()}`)}
            tone={c.getValue() === 'ON' ? 'good' : c.getValue() === 'SUSPENDED' ? 'warn' : 'neutral'}
          />
        ),
      }),
      column.accessor('minUnitStakeMinor', {
        header: t('games.minUnitStake'),
        cell: (c) => money(c.getValue()),
        meta: { align: 'end', csv: (row) => String(row.minUnitStakeMinor) },
      }),
      column.accessor('maxBetStakeMinor', {
        header: t('games.maxBetStake'),
        cell: (c) => money(c.getValue()) || t('games.none'),
        meta: { align: 'end', csv: (row) => String(row.maxBetStakeMinor ?? '') },
      }),
      column.accessor('maxPayoutMinor', {
        header: t('games.maxPayout'),
        cell: (c) => money(c.getValue()) || t('games.none'),
        meta: { align: 'end', csv: (row) => String(row.maxPayoutMinor ?? '') },
      }),
      column.accessor('numberLiabilityCapMinor', {
        header: t('games.numberCap'),
        cell: (c) => money(c.getValue()) || t('games.none'),
        meta: { align: 'end', csv: (row) => String(row.numberLiabilityCapMinor ?? '') },
      }),
      column.accessor('allowBetCancel', {
        header: t('games.allowBetCancel'),
        cell: (c) => (c.getValue() ? t('yes') : t('no')),
        meta: { csv: (row) => String(row.allowBetCancel) },
      }),
      column.display({
        id: 'links',
        header: t('actions'),
        cell: (c) => {
          const game = c.row.original;
          return (
            <div className="row-actions">
              {canWrite ? (
                <Button
                  onClick={() => setEditing(game)}
                  aria-label={`${t('games.settings')}: ${game.gameCode}`}
                >
                  {t('games.settings')}
                </Button>
              ) : null}
              <Link
                to={lotteryPaths.issues(merchant, game.gameCode)}
                aria-label={`${t('games.issues')}: ${game.gameCode}`}
              >
                {t('games.issues')}
              </Link>
              <Link
                to={lotteryPaths.odds(merchant, game.gameCode)}
                aria-label={`${t('games.odds')}: ${game.gameCode}`}
              >
                {t('games.odds')}
              </Link>
              <Link
                to={lotteryPaths.caps(merchant, game.gameCode)}
                aria-label={`${t('games.caps')}: ${game.gameCode}`}
              >
                {t('games.caps')}
              </Link>
              <Link
                to={lotteryPaths.issuesReport(merchant, game.gameCode)}
                aria-label={`${t('games.report')}: ${game.gameCode}`}
              >
                {t('games.report')}
              </Link>
            </div>
          );
        },
        meta: { isExcludedFromCsv: true },
      }),
    ],
    [t, i18n.language, canWrite, merchant],
  );
  return (
    <>
      <PageHeader title={t('games.title')}>
        <p className="page-lead">{t('games.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('games.title')}
        queryKey={lotteryGamesKey(merchant)}
        fetchPage={pageLocally((signal) => fetchLotteryGames(merchant, signal))}
        columns={columns}
        getRowId={(row) => row.gameCode}
        csvFileName={`lottery-games-${merchant}`}
      />
      {editing ? (
        <GameSettingsDialog merchant={merchant} game={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
