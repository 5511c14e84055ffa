import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { formatDateTime } from '../../../lib/format';
import { fetchOddsVersion, oddsKey } from '../api/lottery-odds';
import { oddsRowsOf } from './odds-rows';

/** One earlier version of a game's odds, as it was sold. */
export function OddsVersionView({
  merchant,
  gameCode,
  version,
  onClose,
}: {
  merchant: string;
  gameCode: string;
  version: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('lottery');
  const odds = useQuery({
    queryKey: [...oddsKey(merchant, gameCode), 'version', version],
    queryFn: ({ signal }) => fetchOddsVersion(merchant, gameCode, version, signal),
  });
  const title = t('odds.versionNo', { version });
  return (
    <Dialog title={title} isOpen onClose={onClose}>
      <ErrorNote error={odds.error} />
      {odds.data ? (
        <>
          <p>
            {odds.data.label} · {formatDateTime(odds.data.createdAt)}
          </p>
          <div className="table-scroll">
            <table>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('odds.betCode')}</th>
                  <th scope="col">{t('odds.betName')}</th>
                  <th scope="col">{t('odds.prize')}</th>
                  <th scope="col" className="align-end">
                    {t('odds.price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {oddsRowsOf(odds.data.odds).map((row) => (
                  <tr key={`${row.betCode}:${row.prize}`}>
                    <td>{row.betCode}</td>
                    <td>{row.betName}</td>
                    <td>{row.prize}</td>
                    <td className="align-end">{row.price}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className="loading">{t('console:table.loading')}</p>
      )}
    </Dialog>
  );
}
