import { zodResolver } from '@hookform/resolvers/zod';
import { ZBankAccountRequest } from '@kirin/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../accounts/components/account-text-field';
import { useBindBankAccount } from '../api/bind-bank-account';

type TBankAccountForm = z.input<typeof ZBankAccountRequest>;
const FIELDS = ['bankName', 'accountName', 'accountNumber', 'branch'] as const;

/** Binds a bank account; the account name must be the member's real name, so it starts as the payee name. */
export function BankAccountForm({ payeeName, onBound }: { payeeName: string | null; onBound: () => void }) {
  const { t } = useTranslation();
  const bind = useBindBankAccount();
  const { register, handleSubmit, setError, formState } = useForm<
    TBankAccountForm,
    unknown,
    z.output<typeof ZBankAccountRequest>
  >({
    resolver: zodResolver(ZBankAccountRequest),
    defaultValues: { bankName: '', accountName: payeeName ?? '', accountNumber: '', branch: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await bind.mutateAsync({ ...values, branch: values.branch || undefined });
      onBound();
    } catch (error) {
      applyFormError(error, setError, FIELDS);
    }
  });

  return (
    <form className="account-form wallet-form" onSubmit={submit} noValidate>
      <AccountTextField
        label={t('wallet_bank_name')}
        registration={register('bankName')}
        message={errors.bankName?.message}
        testId="bank-name"
      />
      <AccountTextField
        label={t('wallet_bank_account_name')}
        registration={register('accountName')}
        message={errors.accountName?.message}
        testId="bank-account-name"
        // The real name, once set, is the only name the server accepts.
        readOnly={payeeName !== null}
      />
      <AccountTextField
        label={t('wallet_bank_account_number')}
        registration={register('accountNumber')}
        message={errors.accountNumber?.message}
        testId="bank-account-number"
        inputMode="numeric"
        autoComplete="off"
      />
      <AccountTextField
        label={t('wallet_bank_branch')}
        registration={register('branch')}
        message={errors.branch?.message}
        testId="bank-branch"
      />
      <AccountFormError messageKey={errors.root?.server?.message} testId="bank-bind-error" />
      <Button type="submit" data-testid="bank-bind-submit" disabled={formState.isSubmitting}>
        {t('wallet_bank_bind')}
      </Button>
    </form>
  );
}
