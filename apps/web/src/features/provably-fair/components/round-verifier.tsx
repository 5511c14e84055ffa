import { SLOT_GAME_CODE, type TInhouseFairRound } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { useFairRound } from '../api/get-fair-round';
import { useRecomputation } from '../api/use-recomputation';
import { BLANK_FAIR_FORM, fairFormOfRound, readFairForm } from '../fair-form-text';
import { readStoredOutcome } from '../outcome-summary';
import { isFairGame, type TFairForm } from '../recompute-round';
import { HashVerdict, ResultVerdict } from './fair-verdicts';
import { FairnessForm } from './fairness-form';
import { RecomputedOutcome } from './recomputed-outcome';

/** A revealed round's own values, ready to recompute at once. */
function formOfRevealedRound(round: TInhouseFairRound | undefined): TFairForm | null {
  if (!round || round.serverSeed === null) return null;
  const read = readFairForm(fairFormOfRound(round));
  return 'form' in read ? read.form : null;
}

/** Whether the stored round can be compared with what the form recomputed. */
function isComparable(
  round: TInhouseFairRound | undefined,
  form: TFairForm | null,
): round is TInhouseFairRound {
  return round !== undefined && round.serverSeed !== null && form?.gameCode === round.gameCode;
}

/**
 * The form and the verdicts. With a round id the round is fetched, fills the form and, once its seed is
 * revealed, is recomputed at once and compared with what the game stored.
 */
export function RoundVerifier({ roundId }: { roundId: string | null }) {
  const { t } = useTranslation();
  const round = useFairRound(roundId);
  const [submitted, setSubmitted] = useState<TFairForm | null>(null);
  const toVerify = submitted ?? formOfRevealedRound(round.data);
  const recomputation = useRecomputation(toVerify);

  if (roundId !== null && round.isPending) return <Spinner />;
  const loaded = round.data;
  return (
    <>
      {round.isError && (
        <p className="account-form__error" role="alert" data-testid="fair-round-error">
          {t(errorMessageKey(round.error))}
        </p>
      )}
      {loaded && (
        <p className="fair-round" data-testid="fair-round-id">
          {t('fair_round_loaded', { roundId: loaded.roundId })}
        </p>
      )}
      {loaded && loaded.serverSeed === null && (
        <p className="fair-notice" role="status" data-testid="fair-round-unrevealed">
          {t(loaded.gameCode === SLOT_GAME_CODE ? 'fair_unrevealed_slot' : 'fair_unrevealed_round')}
        </p>
      )}
      <section className="fair-section" aria-labelledby="fair-form-title">
        <h2 id="fair-form-title" className="fair-section__title">
          {t('fair_form_title')}
        </h2>
        <FairnessForm
          // A round that arrives fills the form anew.
          key={loaded?.roundId ?? 'blank'}
          initial={loaded ? fairFormOfRound(loaded) : BLANK_FAIR_FORM}
          onVerify={setSubmitted}
        />
      </section>
      {recomputation.isFetching && <Spinner />}
      {recomputation.isError && (
        <p className="account-form__error" role="alert" data-testid="fair-compute-error">
          {t('fair_compute_failed')}
        </p>
      )}
      {recomputation.isSuccess && (
        <section className="fair-section" data-testid="fair-results" aria-labelledby="fair-results-title">
          <h2 id="fair-results-title" className="fair-section__title">
            {t('fair_results_title')}
          </h2>
          <HashVerdict recomputation={recomputation.data} />
          <RecomputedOutcome outcome={recomputation.data.outcome} />
          {isComparable(loaded, toVerify) && isFairGame(loaded.gameCode) && (
            <ResultVerdict
              recomputation={recomputation.data}
              stored={readStoredOutcome(loaded.gameCode, loaded.result)}
            />
          )}
        </section>
      )}
    </>
  );
}
