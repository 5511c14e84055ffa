import { zodResolver } from '@hookform/resolvers/zod';
import { ZOpsOddsUpdate } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { oddsKey, saveOdds, type TOpsOddsAnswer } from '../api/lottery-odds';
import { ODDS_PRICE, oddsRowsOf } from './odds-rows';

/**
 * The new version as typed: every price of the current table, of which only the changed ones are sent (the
 * route keeps the rest), checked by the route's own schema.
 */
const ZOddsForm = z
  .object({
    label: ZOpsOddsUpdate.shape.label,
    prices: z.array(
      z
        .object({ betCode: z.string(), prize: z.string(), current: z.string(), price: z.string().trim() })
        .refine((row) => row.price === row.current || ODDS_PRICE.test(row.price), {
          message: 'odds_price_rule',
          path: ['price'],
        }),
    ),
  })
  .transform(({ label, prices }) => {
    const odds: Record<string, Record<string, string>> = {};
    for (const row of prices.filter((price) => price.price !== price.current))
      odds[row.betCode] = { ...odds[row.betCode], [row.prize]: row.price };
    return { label, odds };
  })
  .pipe(ZOpsOddsUpdate);
type TOddsForm = z.input<typeof ZOddsForm>;
type TOddsBody = z.output<typeof ZOddsForm>;

/** Writes the next odds version from the current one: change the prices, name the version. */
export function OddsVersionDialog({
  merchant,
  gameCode,
  current,
  onClose,
}: {
  merchant: string;
  gameCode: string;
  current: TOpsOddsAnswer['current'];
  onClose: () => void;
}) {
  const { t } = useTranslation('lottery');
  const formId = useId();
  const errorText = useFieldErrorText('lottery');
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState('');
  const rows = oddsRowsOf(current.odds);
  const form = useForm<TOddsForm, unknown, TOddsBody>({
    resolver: zodResolver(ZOddsForm),
    defaultValues: {
      label: '',
      prices: rows.map((row) => ({
        betCode: row.betCode,
        prize: row.prize,
        current: row.price,
        price: row.price,
      })),
    },
  });
  const save = useMutation({
    mutationFn: (body: TOddsBody) => saveOdds(merchant, gameCode, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: oddsKey(merchant, gameCode) });
      onClose();
    },
  });
  const { errors } = form.formState;
  // Nothing changed: the route's schema refuses an empty table (its path is the body's odds).
  const tableError = (errors as { odds?: { message?: string } }).odds;
  return (
    <Dialog
      title={t('odds.newVersionTitle', { game: gameCode, version: current.version + 1 })}
      isOpen
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('console:cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" isBusy={save.isPending}>
            {t('odds.saveVersion')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
        <p>{t('odds.newVersionHelp')}</p>
        <div className="form-grid">
          <TextField
            label={t('odds.label')}
            maxLength={80}
            error={errorText(errors.label)}
            {...form.register('label')}
          />
          <TextField
            label={t('odds.filterBetCode')}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value.toUpperCase())}
          />
        </div>
        {tableError ? (
          <p className="field-error" role="alert">
            {t('odds.noChange')}
          </p>
        ) : null}
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{t('odds.pricesTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('odds.betCode')}</th>
                <th scope="col">{t('odds.prize')}</th>
                <th scope="col" className="align-end">
                  {t('odds.currentPrice')}
                </th>
                <th scope="col">{t('odds.newPrice')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const priceError = errors.prices?.[index]?.price;
                return (
                  <tr
                    key={`${row.betCode}:${row.prize}`}
                    hidden={Boolean(filter) && !row.betCode.includes(filter)}
                  >
                    <td>{row.betCode}</td>
                    <td>{row.prize}</td>
                    <td className="align-end">{row.price}</td>
                    <td>
                      <input
                        inputMode="decimal"
                        aria-label={`${t('odds.newPrice')}: ${row.betCode} ${row.prize}`}
                        aria-invalid={priceError ? true : undefined}
                        {...form.register(`prices.${index}.price`)}
                      />
                      {priceError ? (
                        <p className="field-error" role="alert">
                          {errorText(priceError)}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <ErrorNote error={save.error} />
      </form>
    </Dialog>
  );
}
