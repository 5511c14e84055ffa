import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import type { TTableFilter } from './table-types';

type TTableFiltersProps = {
  filters: readonly TTableFilter[];
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
};

/** The filter row: edited freely, applied together (Enter or the button), so typing does not refetch. */
export function TableFilters({ filters, values, onApply }: TTableFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(values);
  const valuesKey = JSON.stringify(values);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setDraft(values), [valuesKey]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form className="table-filters" onSubmit={submit} role="search">
      {filters.map((filter) => {
        const inputId = `filter-${filter.id}`;
        const value = draft[filter.id] ?? '';
        const change = (next: string) => setDraft((current) => ({ ...current, [filter.id]: next }));
        return (
          <label key={filter.id} htmlFor={inputId} className="filter">
            <span>{filter.label}</span>
            {filter.type === 'select' ? (
              <select id={inputId} value={value} onChange={(event) => change(event.target.value)}>
                <option value="">{t('table.any')}</option>
                {filter.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={inputId}
                type={filter.type === 'date' ? 'date' : 'search'}
                value={value}
                onChange={(event) => change(event.target.value)}
              />
            )}
          </label>
        );
      })}
      <Button type="submit" variant="primary">
        {t('table.apply')}
      </Button>
      <Button
        onClick={() => {
          setDraft({});
          onApply({});
        }}
      >
        {t('table.reset')}
      </Button>
    </form>
  );
}
