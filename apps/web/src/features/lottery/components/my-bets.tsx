import { formatMinorUnits, type TLotteryBetView } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager, pageCountOf } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessageKey } from '../../../lib/api-error';
import { useModalStore } from '../../../lib/modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { walletBalanceQueryOptions } from '../../wallet/api/get-wallet-balance';
import { cancelLotteryBet } from '../api/cancel-lottery-bet';
import {
  MY_BETS_KEY,
  MY_BETS_PAGE_SIZE,
  useMyLotteryBets,
  type TMyBetsState,
} from '../api/get-my-lottery-bets';
import { lotteryGameName, useLotteryGames } from '../api/get-lottery-games';
import { BetTypeName } from './bet-type-name';
import { stationNameOf } from './prize-board';
import { SimulatedBadge } from './simulated-badge';
import { useFormatDateTime } from '../../../lib/merchant-time';

/** The member's bets, open and settled: status, picks, stake, odds version, payout; cancel where allowed. */
export function MyBets() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const openModal = useModalStore((s) => s.openModal);
  const [state, setState] = useState<TMyBetsState>('open');
  const [page, setPage] = useState(1);
  if (!token)
    return (
      <EmptyState icon="lottery" message={t('lottery_mybets_login')}>
        <Button data-testid="lottery-mybets-login" onClick={() => openModal({ name: 'login' })}>
          {t('login')}
        </Button>
      </EmptyState>
    );
  return (
    <section className="lottery-mybets" aria-label={t('lottery_mybets')}>
      <Tabs
        label={t('lottery_mybets')}
        tabs={(['open', 'settled'] as const).map((id) => ({ id, label: t(`lottery_mybets_${id}`) }))}
        selectedId={state}
        onSelect={(id) => {
          setState(id as TMyBetsState);
          setPage(1);
        }}
        testIdPrefix="lottery-mybets-"
      />
      <BetList state={state} page={page} onPage={setPage} />
    </section>
  );
}

function BetList({
  state,
  page,
  onPage,
}: {
  state: TMyBetsState;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const bets = useMyLotteryBets(state, page);
  const cancel = useCancelBet();
  if (bets.isPending) return <Spinner />;
  if (bets.error) return <EmptyState icon="warning" message={t(errorMessageKey(bets.error))} />;
  if (bets.data.items.length === 0)
    return <EmptyState icon="lottery" message={t(`lottery_mybets_empty_${state}`)} />;
  return (
    <>
      {cancel.error && (
        <p role="alert" className="lottery-error" data-testid="lottery-cancel-error">
          {t(errorMessageKey(cancel.error))}
        </p>
      )}
      <ul className="lottery-bets" data-testid="lottery-mybets-list">
        {bets.data.items.map((bet) => (
          <BetRow
            key={bet.betId}
            bet={bet}
            isCancelling={cancel.isPending && cancel.variables === bet.betId}
            onCancel={() => cancel.mutate(bet.betId)}
          />
        ))}
      </ul>
      <Pager
        page={page}
        pageCount={pageCountOf(bets.data.total, MY_BETS_PAGE_SIZE)}
        onChange={onPage}
        testIdPrefix="lottery-mybets-pager"
      />
    </>
  );
}

function BetRow({
  bet,
  isCancelling,
  onCancel,
}: {
  bet: TLotteryBetView;
  isCancelling: boolean;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const games = useLotteryGames();
  const game = games.data?.games.find((g) => g.gameCode === bet.gameCode);
  const formatTime = useFormatDateTime();
  const pickText = bet.picks
    .map((pick) => (/^[A-Z_]+$/.test(pick) ? t(`lottery_option_${pick}`) : pick))
    .join(', ');
  return (
    <li className="lottery-bet-row" data-testid={`lottery-bet-${bet.betId}`} data-status={bet.status}>
      <div className="lottery-bet-row__what">
        <strong>
          <BetTypeName code={bet.betCode} />
        </strong>
        <span className="lottery-muted" data-testid="lottery-bet-game" data-game-code={bet.gameCode}>
          {game ? lotteryGameName(game, i18n.language) : games.isPending ? '…' : bet.gameCode} ·{' '}
          {t('lottery_issue', { numero: bet.numero })}
        </span>
        {bet.isSimulated && <SimulatedBadge />}
        <span data-testid="lottery-bet-picks">{pickText}</span>
        {bet.stationIds.length > 0 && (
          <span className="lottery-muted">{bet.stationIds.map(stationNameOf).join(', ')}</span>
        )}
        {bet.halfPayPicks.length > 0 && (
          <span className="lottery-badge">
            {t('lottery_half_pay_picks', { picks: bet.halfPayPicks.join(', ') })}
          </span>
        )}
      </div>
      <dl className="lottery-slip__figures">
        <div>
          <dt>{t('lottery_status')}</dt>
          <dd data-testid="lottery-bet-status">{t(`lottery_status_${bet.status}`)}</dd>
        </div>
        <div>
          <dt>{t('lottery_stake')}</dt>
          <dd data-testid="lottery-bet-stake">
            {formatMinorUnits(bet.stakeMinor)} <span className="lottery-muted">(×{bet.stakeUnits})</span>
          </dd>
        </div>
        <div>
          <dt>{t('lottery_odds_version')}</dt>
          <dd data-testid="lottery-bet-odds-version">v{bet.oddsVersion}</dd>
        </div>
        <div>
          <dt>{t('lottery_payout')}</dt>
          <dd data-testid="lottery-bet-payout">
            {bet.status === 'OPEN' ? '—' : formatMinorUnits(bet.payoutMinor)}
          </dd>
        </div>
        <div>
          <dt>{t('lottery_placed_at')}</dt>
          <dd>{formatTime(bet.placedAt)}</dd>
        </div>
      </dl>
      {bet.canCancel && (
        <Button
          variant="secondary"
          size="small"
          data-testid={`lottery-bet-cancel-${bet.betId}`}
          disabled={isCancelling}
          aria-busy={isCancelling}
          onClick={onCancel}
        >
          {t('lottery_cancel_bet')}
        </Button>
      )}
    </li>
  );
}

/** Cancels an open bet: the stake comes back, so the balance and every bet list refetch. */
function useCancelBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelLotteryBet,
    onSuccess: (answer) => {
      useSessionStore.getState().updateSession({ balanceMinor: answer.balanceMinor });
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: MY_BETS_KEY });
    },
  });
}
