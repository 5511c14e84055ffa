import { zodResolver } from '@hookform/resolvers/zod';
import type { TPointConfig, TPointConversion } from '@kirin/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../accounts/components/account-text-field';
import { Money } from '../../wallet/components/money';
import { PaymentPasswordField } from '../../wallet/components/money-fields';
import { useRequestId } from '../../wallet/request-id';
import { useConvertPoints } from '../api/convert-points';
import { PointValue } from './point-value';

const ZConvertForm = z.object({
  points: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'points_whole_rule'),
  paymentPassword: z.string().regex(/^\d{6}$/, 'payment_password_rule'),
});
type TConvertForm = z.infer<typeof ZConvertForm>;
const FIELDS = ['points', 'paymentPassword'] as const;

/** The member's current points and the form converting whole points to balance at the merchant's ratio. */
export function PointsSummary({ currentPoints, config }: { currentPoints: number; config: TPointConfig }) {
  const { t } = useTranslation();
  const convert = useConvertPoints();
  const requestId = useRequestId();
  const [done, setDone] = useState<TPointConversion | null>(null);
  const { register, handleSubmit, setError, resetField, watch, formState } = useForm<TConvertForm>({
    resolver: zodResolver(ZConvertForm),
    defaultValues: { points: '', paymentPassword: '' },
  });
  const { errors } = formState;
  const typed = Number(watch('points') || 0);
  const preview = config.ratio > 0 ? Math.floor((typed * 100) / config.ratio) : 0;

  const submit = handleSubmit(async (values) => {
    setDone(null);
    const points = Number(values.points);
    if (points > Math.floor(currentPoints / 100))
      return setError('points', { type: 'limit', message: 'points_insufficient' });
    if (points < config.minConvertPoints || preview <= 0)
      return setError('points', { type: 'limit', message: 'points_below_minimum' });
    try {
      const result = await requestId.sendKeyed({ points }, (key) =>
        convert.mutateAsync({ points, paymentPassword: values.paymentPassword, requestId: key }),
      );
      resetField('points');
      resetField('paymentPassword');
      setDone(result);
    } catch (error) {
      resetField('paymentPassword');
      applyFormError(error, setError, FIELDS);
    }
  });

  return (
    <section className="points-summary" aria-labelledby="points-summary-title">
      <div className="points-summary__balance">
        <h2 id="points-summary-title" className="points-summary__label">
          {t('points_current')}
        </h2>
        <strong className="points-summary__value">
          <PointValue centi={currentPoints} testId="points-current" />
        </strong>
        <span className="points-summary__note">{t('points_ratio', { ratio: config.ratio })}</span>
      </div>
      <form className="points-convert" onSubmit={(event) => void submit(event)} noValidate>
        <h3 className="points-convert__title">{t('points_convert_title')}</h3>
        <AccountTextField
          label={t('points_convert_points')}
          registration={register('points')}
          message={errors.points?.message}
          testId="points-convert-points"
          inputMode="numeric"
          autoComplete="off"
        />
        <p className="points-summary__note" data-testid="points-convert-preview">
          {t('points_convert_preview')} <Money minor={preview} /> ·{' '}
          {t('points_convert_min', { min: config.minConvertPoints })}
        </p>
        <PaymentPasswordField
          registration={register('paymentPassword')}
          message={errors.paymentPassword?.message}
          testId="points-convert-password"
        />
        <AccountFormError messageKey={errors.root?.server?.message} testId="points-convert-error" />
        <Button type="submit" disabled={convert.isPending} data-testid="points-convert-submit">
          {t('points_convert_submit')}
        </Button>
        {done && (
          <p className="account-form__success" role="status" data-testid="points-convert-done">
            {t('points_convert_done', { points: done.changedPoints / 100 })} <Money minor={done.amount} />
          </p>
        )}
      </form>
    </section>
  );
}
