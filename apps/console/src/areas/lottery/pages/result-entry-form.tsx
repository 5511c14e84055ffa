import { zodResolver } from '@hookform/resolvers/zod';
import type { TLotteryFamily, TLotteryResult } from '@kirin/contracts';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { BOARD_TIERS, boardSchema, numbersOf, type TBoardTier } from './result-board';

type TBoardForm = { prizes: Record<string, string> };
const NO_TIERS: TBoardTier[] = [];

/**
 * A station's board, typed tier by tier from the official result. The numbers are checked (count, digits)
 * before they go; the second operator types them without seeing the first entry.
 */
export function ResultEntryForm({
  family,
  formLabel,
  submitLabel,
  isBusy,
  onEnter,
}: {
  family: TLotteryFamily;
  /** The form's accessible name: the station it is for. */
  formLabel: string;
  submitLabel: string;
  isBusy: boolean;
  onEnter: (result: TLotteryResult) => void;
}) {
  const { t } = useTranslation('lottery');
  const formId = useId();
  const boardTiers = BOARD_TIERS[family] ?? NO_TIERS;
  const schema = useMemo(() => boardSchema(family, boardTiers), [family, boardTiers]);
  const form = useForm<TBoardForm, unknown, TLotteryResult>({
    resolver: zodResolver(schema),
    defaultValues: { prizes: Object.fromEntries(boardTiers.map((tier) => [tier.tier, ''])) },
  });
  if (boardTiers.length === 0) return <p className="note">{t('results.notTyped')}</p>;
  const prizeErrors = (form.formState.errors as { prizes?: Record<string, unknown> }).prizes;
  return (
    <form id={formId} noValidate aria-label={formLabel} onSubmit={form.handleSubmit(onEnter)}>
      <div className="form-grid">
        {boardTiers.map((tier) => {
          const typed = numbersOf(form.watch(`prizes.${tier.tier}`));
          return (
            <TextField
              key={tier.tier}
              label={`${t(`results.tiers.${tier.tier}`, { defaultValue: tier.tier })}${tier.isOptional ? ` ${t('results.optional')}` : ''}`}
              inputMode="numeric"
              autoComplete="off"
              hint={t('results.tierHint', { count: tier.count, digits: tier.digits, typed: typed.length })}
              error={
                prizeErrors?.[tier.tier]
                  ? t('results.tierRule', { count: tier.count, digits: tier.digits })
                  : undefined
              }
              {...form.register(`prizes.${tier.tier}`)}
            />
          );
        })}
      </div>
      <div className="form-actions">
        <Button type="submit" variant="primary" isBusy={isBusy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
