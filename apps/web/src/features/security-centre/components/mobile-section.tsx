import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../accounts/components/account-text-field';
import { PhoneField, ZMobileNumber } from '../../accounts/components/phone-field';
import { SmsCodeButton } from '../../accounts/components/sms-code-button';
import { useBindMobile } from '../api/bind-mobile';
import { sendBindSms } from '../api/send-bind-sms';
import { SecurityCard } from './security-card';
import { SuccessNote } from './success-note';

const ZBindMobileForm = z.object({
  mobileNum: ZMobileNumber,
  verificationCode: z.string().trim().min(1, 'login_sms_code_required'),
});
type TBindMobileForm = z.infer<typeof ZBindMobileForm>;
const FIELDS = ['mobileNum', 'verificationCode'] as const;
const FIELD_BY_CODE = {
  MOBILE_TAKEN: 'mobileNum',
  PHONE_INVALID_NUMBER: 'mobileNum',
  PHONE_MISSING_NUMBER: 'mobileNum',
  PHONE_INVALID_CODE: 'verificationCode',
  PHONE_CODE_EXPIRED: 'verificationCode',
} as const;

type TMobileSectionProps = { mobileNum: string | null; countryDialingCode: string | null };

/** The bound mobile number (the server answers it masked), or the form that binds one with an SMS code. */
export function MobileSection({ mobileNum, countryDialingCode }: TMobileSectionProps) {
  const { t } = useTranslation();
  const [isBound, setIsBound] = useState(false);
  return (
    <SecurityCard
      testId="security-mobile"
      title={t('security_mobile')}
      summary={mobileNum ? `+${countryDialingCode ?? ''} ${mobileNum}` : t('security_status_not_bound')}
    >
      {isBound && <SuccessNote messageKey="security_mobile_bound" />}
      {!mobileNum && <BindMobileForm onBound={() => setIsBound(true)} />}
    </SecurityCard>
  );
}

function BindMobileForm({ onBound }: { onBound: () => void }) {
  const { t } = useTranslation();
  const bind = useBindMobile();
  const [dialingCode, setDialingCode] = useState('');
  const { register, handleSubmit, setError, trigger, getValues, formState } = useForm<TBindMobileForm>({
    resolver: zodResolver(ZBindMobileForm),
    defaultValues: { mobileNum: '', verificationCode: '' },
  });
  const { errors } = formState;

  // The code goes to the number as typed; nothing is sent while the number fails its rule.
  const sendCode = async () => {
    if (!(await trigger('mobileNum'))) return null;
    const sent = await sendBindSms({
      mobileNum: getValues('mobileNum').trim(),
      countryDialingCode: dialingCode,
    });
    return sent.expiredMinutes;
  };

  const submit = handleSubmit(async (values) => {
    try {
      await bind.mutateAsync({ ...values, countryDialingCode: dialingCode });
      onBound();
    } catch (error) {
      applyFormError(error, setError, FIELDS, FIELD_BY_CODE);
    }
  });

  return (
    <form className="account-form security-form" onSubmit={submit} noValidate>
      <PhoneField
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        registration={register('mobileNum')}
        message={errors.mobileNum?.message}
        testId="security-mobile-number"
      />
      <AccountTextField
        label={t('sms_code')}
        registration={register('verificationCode')}
        message={errors.verificationCode?.message}
        testId="security-mobile-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        addon={<SmsCodeButton onSend={sendCode} testId="security-mobile-send-code" />}
      />
      <AccountFormError messageKey={errors.root?.server?.message} testId="security-mobile-error" />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('security_bind')}
      </Button>
    </form>
  );
}
