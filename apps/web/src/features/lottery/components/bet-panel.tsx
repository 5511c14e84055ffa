import { findLotteryBetType, formatMinorUnits, type TLotteryPlaceSlip } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessageKey, isApiError } from '../../../lib/api-error';
import { minorToAmountText, parseAmountToMinor } from '../../../lib/money-input';
import { useModalStore } from '../../../lib/modal-store';
import { useProtectedAction } from '../../../lib/use-protected-action';
import { useSessionStore } from '../../../lib/session-store';
import { walletBalanceQueryOptions } from '../../wallet/api/get-wallet-balance';
import { lotteryPlayKeyOf, type TLotteryPlay } from '../api/get-lottery-play';
import { MY_BETS_KEY } from '../api/get-my-lottery-bets';
import { placeLotterySlip } from '../api/place-lottery-slip';
import { RECENT_LOTTERY_KEY } from '../api/get-recent-lottery-games';
import { resolvePlayType } from '../bet-type-catalogue';
import { hasTwoDigitSets, quickPicks, TWO_DIGIT_SETS, twoDigitSet } from '../quick-pick';
import { lineProblems, priceLine } from '../slip-pricing';
import { useSlipId, useSlipLines } from '../use-slip';
import { BetTypePicker } from './bet-type-picker';
import { IssueBar } from './issue-bar';
import { PickPad } from './pick-pad';
import { SlipPanel } from './slip-panel';
import { defaultStations, StationPicker } from './station-picker';

type TDraft = { betCode: string; picks: string[]; stationIds: string[] | null };

/** The betting view of one game: issue and countdown, bet type, picks, stations, unit stake, and the slip. */
export function BetPanel({ play }: { play: TLotteryPlay }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const protect = useProtectedAction();
  const openModal = useModalStore((s) => s.openModal);
  const offers = play.betTypes.filter((offer) => findLotteryBetType(offer.betCode) !== undefined);
  const codes = offers.map((offer) => offer.betCode);
  const betCode =
    resolvePlayType(searchParams.get('playType'), play.game.engineCode, codes) ?? codes[0] ?? null;
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [stakeText, setStakeText] = useState(() => minorToAmountText(play.minUnitStakeMinor));
  const [notice, setNotice] = useState<{ error: string | null; success: string | null }>({
    error: null,
    success: null,
  });
  const slip = useSlipLines();
  const { slipIdFor, forget } = useSlipId();
  const issue = play.openIssue;

  const place = useMutation({
    mutationFn: (body: TLotteryPlaceSlip) => placeLotterySlip(body),
    onSuccess: (answer) => {
      forget();
      slip.clear();
      useSessionStore.getState().updateSession({ balanceMinor: answer.balanceMinor });
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: MY_BETS_KEY });
      void queryClient.invalidateQueries({ queryKey: RECENT_LOTTERY_KEY });
      setNotice({
        error: null,
        success: t('lottery_slip_placed', {
          count: answer.bets.length,
          total: formatMinorUnits(answer.totalStakeMinor),
        }),
      });
    },
    onError: (error) => {
      if (isApiError(error, 'NOT_LOGGED_IN')) openModal({ name: 'login' });
      // The issue closed under the player: the next one is fetched; the slip stays for it.
      if (isApiError(error, 'LOTTERY_ISSUE_CLOSED'))
        void queryClient.invalidateQueries({ queryKey: lotteryPlayKeyOf(play.game.gameCode) });
      setNotice({ error: t(errorMessageKey(error)), success: null });
    },
  });

  if (!betCode) return <p className="lottery-muted">{t('lottery_no_bet_types')}</p>;
  const definition = findLotteryBetType(betCode)!;
  const offer = offers.find((o) => o.betCode === betCode)!;
  // Between a close and the next opening the picks are made for the coming draw's stations.
  const issueStations = (issue ?? play.nextIssue)?.stationIds ?? [];
  const current: TDraft = draft?.betCode === betCode ? draft : { betCode, picks: [], stationIds: null };
  const stationIds = current.stationIds ?? defaultStations(issueStations, definition.stations.min);
  const unitStakeMinor = parseAmountToMinor(stakeText);
  const stakeProblem =
    unitStakeMinor === null || unitStakeMinor < 1
      ? t('lottery_stake_invalid')
      : unitStakeMinor < play.minUnitStakeMinor
        ? t('lottery_stake_below_min', { min: formatMinorUnits(play.minUnitStakeMinor) })
        : null;
  const problems = lineProblems({ betCode, picks: current.picks, stationIds }, offer);
  const preview =
    problems.length === 0 && unitStakeMinor !== null && stakeProblem === null
      ? priceLine(
          { picks: current.picks, stationIds, unitStakeMinor },
          definition,
          offer,
          play.maxPayoutMinor,
        )
      : null;
  const overMax =
    preview !== null && play.maxBetStakeMinor !== null && preview.stakeMinor > play.maxBetStakeMinor;
  const canAdd = preview !== null && preview.closedPicks.length === 0 && !overMax;

  const setPicks = (picks: string[]) => setDraft({ ...current, picks, stationIds: current.stationIds });
  const selectBetType = (code: string) =>
    setSearchParams(
      (params) => {
        params.set('playType', code);
        return params;
      },
      { replace: true },
    );
  const addToSlip = () => {
    if (!canAdd || unitStakeMinor === null) return;
    slip.add({ betCode, picks: current.picks, stationIds, unitStakeMinor });
    setPicks([]);
    setNotice({ error: null, success: null });
  };
  const submit = () =>
    protect(() => {
      if (!issue) return;
      const body = {
        gameCode: play.game.gameCode,
        numero: issue.numero,
        bets: slip.lines.map((line) => ({
          betCode: line.betCode,
          picks: line.picks,
          stationIds: line.stationIds,
          unitStakeMinor: line.unitStakeMinor,
        })),
      };
      place.mutate({ ...body, slipId: slipIdFor(body) });
    });

  return (
    <div className="lottery-bet" data-testid="lottery-bet-panel">
      <IssueBar play={play} />
      <div className="lottery-bet__layout">
        <div className="lottery-bet__main">
          <BetTypePicker offers={offers} selected={betCode} onSelect={selectBetType} />
          <p className="lottery-muted" data-testid="lottery-pick-rule">
            {definition.picks.type === 'OPTIONS'
              ? t('lottery_rule_options', { count: definition.picks.count })
              : t('lottery_rule_numbers', {
                  count: definition.picks.count,
                  max: definition.picks.countMax ?? definition.picks.count,
                  digits: definition.picks.digits,
                })}
          </p>
          <PickPad
            key={betCode}
            spec={definition.picks}
            picks={current.picks}
            cappedPicks={offer.cappedPicks}
            onChange={setPicks}
          />
          <div className="lottery-quick">
            <Button
              variant="secondary"
              size="small"
              data-testid="lottery-quick-pick"
              onClick={() => setPicks(quickPicks(definition.picks))}
            >
              {t('lottery_quick_pick')}
            </Button>
            {hasTwoDigitSets(definition.picks) &&
              TWO_DIGIT_SETS.map((set) => (
                <Button
                  key={set}
                  variant="ghost"
                  size="small"
                  data-testid={`lottery-quick-${set}`}
                  onClick={() => setPicks(twoDigitSet(set))}
                >
                  {t(`lottery_set_${set}`)}
                </Button>
              ))}
            <Button
              variant="ghost"
              size="small"
              data-testid="lottery-picks-clear"
              disabled={current.picks.length === 0}
              onClick={() => setPicks([])}
            >
              {t('lottery_clear_picks')}
            </Button>
          </div>
          {issueStations.length > 1 && (
            <StationPicker
              stationIds={issueStations}
              selected={stationIds}
              min={definition.stations.min}
              max={definition.stations.max}
              onChange={(selected) => setDraft({ ...current, stationIds: selected })}
            />
          )}
          <label className="lottery-stake">
            <span>{t('lottery_unit_stake')}</span>
            <input
              type="text"
              inputMode="decimal"
              value={stakeText}
              data-testid="lottery-unit-stake"
              aria-invalid={stakeProblem !== null}
              onChange={(event) => setStakeText(event.target.value)}
            />
            <span className="lottery-muted">
              {t('lottery_min_stake', { min: formatMinorUnits(play.minUnitStakeMinor) })}
            </span>
          </label>
          {stakeProblem && (
            <p className="lottery-error" data-testid="lottery-stake-error">
              {stakeProblem}
            </p>
          )}
          {preview && (
            <p className="lottery-preview" data-testid="lottery-preview">
              {t('lottery_preview', {
                units: preview.units,
                stake: formatMinorUnits(preview.stakeMinor),
                win: formatMinorUnits(preview.potentialWinMinor),
              })}
              {preview.isPerHit && ` ${t('lottery_per_hit')}`}
            </p>
          )}
          {overMax && (
            <p className="lottery-error" data-testid="lottery-stake-error">
              {t('lottery_stake_above_max', { max: formatMinorUnits(play.maxBetStakeMinor ?? 0) })}
            </p>
          )}
          <Button data-testid="lottery-add-to-slip" disabled={!canAdd} onClick={addToSlip}>
            {t('lottery_add_to_slip')}
          </Button>
        </div>
        <SlipPanel
          lines={slip.lines}
          offers={offers}
          maxPayoutMinor={play.maxPayoutMinor}
          currency={play.currency}
          isSubmitting={place.isPending}
          canSubmit={slip.lines.length > 0 && issue !== null && !play.game.isSuspended}
          error={notice.error}
          success={notice.success}
          onRemove={slip.remove}
          onClear={slip.clear}
          onSubmit={submit}
        />
      </div>
    </div>
  );
}
