import { zodResolver } from '@hookform/resolvers/zod';
import { ZDualControlSave, type TDualControl } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { fieldErrorKey } from '../../../lib/field-error-key';
import { dualControlKey, saveDualControl } from '../api/dual-control';

/** The limits an owner sets (in the order the page lists them). */
export const DUAL_CONTROL_LIMITS = [
  'depositSingleOperatorMax',
  'depositDailySingleOperatorMax',
  'withdrawalSingleOperatorMax',
  'withdrawalDailySingleOperatorMax',
  'adjustmentDailySingleOperatorMax',
] as const;

type TForm = z.input<typeof ZDualControlSave>;
type TBody = z.output<typeof ZDualControlSave>;
const AMOUNT_ERRORS = { invalid_type: 'amount_format', too_small: 'amount_not_negative' };

/** Replaces every limit at once (the route is a PUT); 0 means two operators always. */
export function DualControlForm({ merchant, limits }: { merchant: string; limits: TDualControl }) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const form = useForm<TForm, unknown, TBody>({
    resolver: zodResolver(ZDualControlSave),
    defaultValues: Object.fromEntries(DUAL_CONTROL_LIMITS.map((name) => [name, limits[name]])),
  });
  const save = useMutation({
    mutationFn: (body: TBody) => saveDualControl(merchant, body),
    onSuccess: (saved) => queryClient.setQueryData(dualControlKey(merchant), saved),
  });
  return (
    <form className="form-stack" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
      <div className="form-grid">
        {DUAL_CONTROL_LIMITS.map((name) => (
          <AmountField
            key={name}
            control={form.control}
            name={name}
            label={t(`dualControl.limits.${name}`)}
            hint={t(`dualControl.hints.${name}`)}
            error={fieldErrorKey(form.formState.errors[name], AMOUNT_ERRORS)}
          />
        ))}
      </div>
      <ErrorNote error={save.error} />
      {save.isSuccess ? (
        <p className="note" role="status">
          {t('dualControl.saved')}
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" variant="primary" isBusy={save.isPending}>
          {t('console:save')}
        </Button>
      </div>
    </form>
  );
}
