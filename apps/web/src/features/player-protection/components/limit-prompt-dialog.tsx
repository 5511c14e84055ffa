import { zodResolver } from '@hookform/resolvers/zod';
import { PROTECTION_LIMIT_PERIODS } from '@kirin/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError } from '../../accounts/components/account-text-field';
import { amountOf, ZAmountText } from '../../wallet/amount-rules';
import { AmountField } from '../../wallet/components/money-fields';
import { SelectField } from '../../wallet/components/select-field';
import { useDeclineLimitPrompt, useSetLimit } from '../api/set-limit';
import '../protection.css';

const ZPromptForm = z.object({ period: z.enum(PROTECTION_LIMIT_PERIODS), amount: ZAmountText });
type TPromptForm = z.infer<typeof ZPromptForm>;

/**
 * The first-deposit prompt (issue 21): set a deposit limit now, or "Not now" (recorded, not asked again).
 * Either answer closes it; closing it otherwise asks again next time.
 */
export function LimitPromptDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const setLimit = useSetLimit();
  const decline = useDeclineLimitPrompt();
  const { register, handleSubmit, setError, formState } = useForm<TPromptForm>({
    resolver: zodResolver(ZPromptForm),
    defaultValues: { period: 'day', amount: '' },
  });
  const isBusy = formState.isSubmitting || decline.isPending;

  const submit = handleSubmit(async ({ period, amount }) => {
    try {
      await setLimit.mutateAsync({ kind: 'deposit', period, amount: amountOf(amount) });
      onClose();
    } catch (error) {
      applyFormError(error, setError, ['amount', 'period']);
    }
  });
  const notNow = async () => {
    try {
      await decline.mutateAsync();
      onClose();
    } catch (error) {
      applyFormError(error, setError, []);
    }
  };

  return (
    <Modal
      name="limitPrompt"
      title={t('protection_prompt_title')}
      onClose={onClose}
      size="small"
      isCoverDisabled
    >
      <form className="account-form" onSubmit={submit} noValidate>
        <p className="dialog-message">{t('protection_prompt_text')}</p>
        <SelectField
          label={t('protection_prompt_period')}
          registration={register('period')}
          testId="limit-prompt-period"
        >
          {PROTECTION_LIMIT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`protection_period_${period}`)}
            </option>
          ))}
        </SelectField>
        <AmountField
          registration={register('amount')}
          message={formState.errors.amount?.message}
          testId="limit-prompt-amount"
        />
        <p className="protection-note">{t('protection_limits_rule')}</p>
        <AccountFormError messageKey={formState.errors.root?.server?.message} testId="limit-prompt-error" />
        <div className="protection-actions">
          <Button
            variant="ghost"
            data-testid="limit-prompt-later"
            disabled={isBusy}
            onClick={() => void notNow()}
          >
            {t('protection_prompt_not_now')}
          </Button>
          <Button type="submit" data-testid="limit-prompt-save" disabled={isBusy}>
            {t('protection_prompt_save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
