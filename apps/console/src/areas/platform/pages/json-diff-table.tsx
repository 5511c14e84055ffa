import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { diffJson, type TDiffRow } from './json-diff';

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('platform');
  if (value === undefined) return <span className="module-id">{t('audit.absent')}</span>;
  return <pre>{JSON.stringify(value, null, 2)}</pre>;
}

/**
 * Before and after of one audit row, field by field: changed, added and removed fields are highlighted and
 * named (the colour is not the only cue). "Only changes" hides the fields that stayed the same.
 */
export function JsonDiffTable({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('platform');
  const [isOnlyChanges, setIsOnlyChanges] = useState(false);
  const rows = diffJson(before, after);
  const shown = isOnlyChanges ? rows.filter((row) => row.change !== 'same') : rows;
  if (rows.length === 0) return <p>{t('audit.noDetails')}</p>;
  const label = (row: TDiffRow) => row.path || t('audit.wholeValue');
  return (
    <>
      <CheckboxField
        label={t('audit.onlyChanges')}
        checked={isOnlyChanges}
        onChange={(event) => setIsOnlyChanges(event.target.checked)}
      />
      <div className="table-scroll">
        <table className="json-diff">
          <caption className="visually-hidden">{t('audit.change')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.field')}</th>
              <th scope="col">{t('audit.before')}</th>
              <th scope="col">{t('audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.path} className={row.change === 'same' ? undefined : 'is-changed'}>
                <th scope="row">
                  <code>{label(row)}</code>
                  {row.change === 'same' ? null : (
                    <>
                      {' '}
                      <span className="badge badge-warn">{t(`audit.changes.${row.change}`)}</span>
                    </>
                  )}
                </th>
                <td>
                  <Value value={row.before} />
                </td>
                <td>
                  <Value value={row.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
