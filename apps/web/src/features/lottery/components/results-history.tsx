import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager, pageCountOf } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { DRAW_RESULTS_PAGE_SIZE, useDrawResults } from '../api/get-draw-results';
import { PrizeBoard } from './prize-board';
import { SimulatedBadge } from './simulated-badge';
import { VerifyResult } from './verify-result';
import { useFormatDateTime } from '../../../lib/merchant-time';

/** A game's drawn issues, newest first, each with the full board per station; fast games can be verified. */
export function ResultsHistory({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const results = useDrawResults(gameCode, page);
  if (results.isPending) return <Spinner />;
  if (results.error) return <EmptyState icon="warning" message={t(errorMessageKey(results.error))} />;
  const { items, total } = results.data;
  if (items.length === 0) return <EmptyState icon="lottery" message={t('lottery_results_empty')} />;
  return (
    <section className="lottery-results" data-testid="lottery-results" aria-label={t('lottery_results')}>
      <ol className="lottery-results__list">
        {items.map((item) => (
          <li key={item.numero} className="lottery-result" data-testid={`lottery-result-${item.numero}`}>
            <header className="lottery-result__head">
              <strong>{t('lottery_issue', { numero: item.numero })}</strong>
              <span className="lottery-muted">{formatTime(item.drawnAt ?? item.drawAt)}</span>
              {(item.isSimulated || item.results.some((r) => r.source === 'SIMULATED')) && <SimulatedBadge />}
            </header>
            <div className="lottery-result__boards">
              {item.results.map((station) => (
                <PrizeBoard
                  key={station.stationId || 'main'}
                  stationId={station.stationId}
                  result={station.result}
                />
              ))}
            </div>
            {item.serverSeed && item.serverSeedHash && item.results[0] && (
              <VerifyResult
                numero={item.numero}
                serverSeed={item.serverSeed}
                serverSeedHash={item.serverSeedHash}
                result={item.results[0].result}
              />
            )}
          </li>
        ))}
      </ol>
      <Pager
        page={page}
        pageCount={pageCountOf(total, DRAW_RESULTS_PAGE_SIZE)}
        onChange={setPage}
        testIdPrefix="lottery-results-pager"
      />
    </section>
  );
}
