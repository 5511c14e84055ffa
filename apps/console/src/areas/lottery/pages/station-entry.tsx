import type { TLotteryFamily, TLotteryResult } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../components/ui/error-note';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { lotteryKey } from '../api/lottery-base';
import { enterResult, type TOpsResultEntries, type TOpsResultEntryAnswer } from '../api/lottery-issues';
import { boardRows } from './result-board';
import { ResultEntryForm } from './result-entry-form';

type TStation = TOpsResultEntries['stations'][number];
const STATE_TONES = {
  DRAWN: 'good',
  WAITING_FIRST: 'neutral',
  WAITING_SECOND: 'warn',
  MISMATCH: 'bad',
} as const;

/** A board as a small table of tiers and numbers. */
function Board({ result, caption }: { result: unknown; caption: string }) {
  const { t } = useTranslation('lottery');
  return (
    <table className="lottery-board">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {boardRows(result).map((row) => (
          <tr key={row.tier}>
            <th scope="row">{t(`results.tiers.${row.tier}`, { defaultValue: row.tier })}</th>
            <td>{row.numbers.join(' ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the server answered to this operator's entry, in words. */
function OutcomeNote({ outcome }: { outcome: TOpsResultEntryAnswer & { isOwnReplaced: boolean } }) {
  const { t } = useTranslation('lottery');
  const others = outcome.others.map((other) => t('operatorNo', { id: other.operatorId })).join(', ');
  const matching = outcome.others.find((other) => other.isMatching);
  const text = (() => {
    switch (outcome.state) {
      case 'WAITING_SECOND':
        return outcome.isOwnReplaced ? t('results.outcome.ownAgain') : t('results.outcome.waiting');
      case 'MISMATCH':
        return t('results.outcome.mismatch', { others });
      case 'CONFIRMED':
        return `${t('results.outcome.confirmed', { other: t('operatorNo', { id: matching?.operatorId ?? '' }) })}${
          outcome.issueStatus === 'DRAWN' ? ` ${t('results.outcome.issueDrawn')}` : ''
        }`;
    }
  })();
  return (
    <p className={`note${outcome.state === 'MISMATCH' ? ' note-error' : ''}`} role="status">
      {text}
    </p>
  );
}

/**
 * One station of an issue: its state, the entries typed so far (whose numbers stay hidden while a second entry
 * is awaited, so the second operator types from the official source), and this operator's entry form.
 */
export function StationEntry({
  merchant,
  issueId,
  station,
  label,
  family,
  myOperatorId,
  canEnter,
}: {
  merchant: string;
  issueId: string;
  station: TStation;
  label: string;
  family: TLotteryFamily | undefined;
  myOperatorId: string | undefined;
  canEnter: boolean;
}) {
  const { t } = useTranslation('lottery');
  const headingId = useId();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<(TOpsResultEntryAnswer & { isOwnReplaced: boolean }) | null>(null);
  const mine = station.entries.find((entry) => entry.operatorId === myOperatorId);
  const enter = useMutation({
    mutationFn: (result: TLotteryResult) => enterResult(merchant, issueId, station.stationId, result),
    onSuccess: async (answer) => {
      setOutcome({ ...answer, isOwnReplaced: Boolean(mine) });
      await queryClient.invalidateQueries({ queryKey: lotteryKey(merchant) });
    },
  });
  const who = (operatorId: string) =>
    operatorId === myOperatorId ? t('results.you', { id: operatorId }) : t('operatorNo', { id: operatorId });
  return (
    <section className="card lottery-station" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {label} <StatusBadge label={t(`results.states.${station.state}`)} tone={STATE_TONES[station.state]} />
      </h2>
      <p>{t(`results.stateHelp.${station.state}`)}</p>
      {station.result ? (
        <>
          <p>{t('results.drawnFrom', { source: t(`resultSources.${station.result.source}`) })}</p>
          <Board result={station.result.result} caption={t('results.drawnBoard', { station: label })} />
        </>
      ) : null}
      {station.entries.length > 0 ? (
        <>
          <h3>{t('results.entriesTitle')}</h3>
          <ul>
            {station.entries.map((entry) => (
              <li key={entry.operatorId}>
                {who(entry.operatorId)} · {formatDateTime(entry.enteredAt)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {station.state === 'MISMATCH' ? (
        <details>
          <summary>{t('results.compare')}</summary>
          {station.entries.map((entry) => (
            <div key={entry.operatorId}>
              <h4>{who(entry.operatorId)}</h4>
              <Board result={entry.result} caption={who(entry.operatorId)} />
            </div>
          ))}
        </details>
      ) : null}
      {outcome ? <OutcomeNote outcome={outcome} /> : null}
      {canEnter && station.state !== 'DRAWN' && family ? (
        <>
          {mine ? (
            <p className="note">{t('results.youEntered', { time: formatDateTime(mine.enteredAt) })}</p>
          ) : null}
          <ResultEntryForm
            key={mine?.enteredAt ?? 'first'}
            family={family}
            formLabel={
              station.stationId ? t('results.formLabel', { station: label }) : t('results.formLabelSingle')
            }
            submitLabel={mine ? t('results.replaceMine') : t('results.enter')}
            isBusy={enter.isPending}
            onEnter={(result) => enter.mutate(result)}
          />
          <ErrorNote error={enter.error} />
        </>
      ) : null}
    </section>
  );
}
