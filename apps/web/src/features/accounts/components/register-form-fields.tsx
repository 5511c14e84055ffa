import type { TRegisterField } from '@kirin/contracts';
import { useCallback, type HTMLInputTypeAttribute } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import type { TRegisterFieldSpec, TRegisterFormValues } from '../register-validation';
import { AccountTextField } from './account-text-field';
import { CaptchaField, type TCaptchaImage } from './captcha-field';
import { PhoneField } from './phone-field';
import { SmsCodeButton } from './sms-code-button';

const INPUT_TYPES: Partial<Record<TRegisterField, HTMLInputTypeAttribute>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  // A date input gives yyyy-MM-dd, one of the two forms pattern 13 accepts.
  birthday: 'date',
  email: 'email',
};

const AUTO_COMPLETE: Partial<Record<TRegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  payeeName: 'name',
  nickname: 'nickname',
  email: 'email',
  birthday: 'bday',
  captcha: 'off',
  verificationCode: 'one-time-code',
};

type TRegisterFormFieldsProps = {
  fields: readonly TRegisterFieldSpec[];
  form: UseFormReturn<TRegisterFormValues>;
  captcha: TCaptchaImage;
  /** Sends the SMS code of the mobile tab; resolves to expiredMinutes, or null when nothing was sent. */
  onSendSms: () => Promise<number | null>;
};

/** The inputs of one register tab, in the order of its field list; test id `register-field-<field>`. */
export function RegisterFormFields({ fields, form, captcha, onSendSms }: TRegisterFormFieldsProps) {
  const { t } = useTranslation();
  const { register, setValue, control, formState } = form;
  const { errors, isSubmitted } = formState;
  const dialingCode = useWatch({ control, name: 'countryDialingCode' }) ?? '';
  const setDialingCode = useCallback(
    (code: string) => setValue('countryDialingCode', code, { shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );

  return fields.map(({ field, rule, isRequired }) => {
    const testId = `register-field-${field}`;
    const message = errors[field]?.message;
    if (field === 'mobileNum')
      return (
        <PhoneField
          key={field}
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          registration={register(field)}
          message={message}
          testId={testId}
        />
      );
    if (field === 'captcha')
      return (
        <CaptchaField
          key={field}
          captcha={captcha}
          registration={register(field)}
          message={message}
          testId={testId}
          imageTestId="register-captcha-image"
        />
      );
    return (
      <AccountTextField
        key={field}
        label={t(`register_field_${field}`)}
        type={INPUT_TYPES[field] ?? 'text'}
        autoComplete={AUTO_COMPLETE[field]}
        aria-required={isRequired}
        registration={register(field)}
        testId={testId}
        message={message}
        rule={rule}
        addon={
          field === 'verificationCode' ? (
            <SmsCodeButton onSend={onSendSms} testId="register-sms-send" />
          ) : undefined
        }
      />
    );
  });
}

/** The terms agreement: ticked by default, required (`terms_agreement_required`). */
export function RegisterTermsCheck({ form }: { form: UseFormReturn<TRegisterFormValues> }) {
  const { t } = useTranslation();
  const message = form.formState.errors.agreeTerms?.message;
  return (
    <div className="account-field">
      <label className="account-check">
        <input type="checkbox" data-testid="register-terms" {...form.register('agreeTerms')} />
        <span>
          <Trans
            i18nKey="register_terms_agree"
            components={{
              // A new tab keeps the form as it is.
              termsLink: <a href={paths.legal('terms')} target="_blank" rel="noreferrer" />,
            }}
          />
        </span>
      </label>
      {message && (
        <p className="account-field__error" role="alert">
          {t(message)}
        </p>
      )}
    </div>
  );
}
