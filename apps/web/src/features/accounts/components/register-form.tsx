import { zodResolver } from '@hookform/resolvers/zod';
import { isModuleEnabled, MODULE_IDS, type TRegisterField } from '@kirin/contracts';
import { useCallback, useMemo } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError, isApiError } from '../../../lib/api-error';
import { useBootData } from '../../../lib/boot-data';
import { useRegisterRules } from '../api/get-register-rules';
import { sendRegisterSms } from '../api/send-register-sms';
import { applyFormError } from '../apply-form-error';
import { credentialsMessageOf } from '../credentials-message';
import { readAffiliateCode, readReferralCode } from '../register-link-codes';
import {
  buildRegisterSchema,
  encodeFailure,
  listRegisterFields,
  type TRegisterFieldSpec,
  type TRegisterFormValues,
  type TRegisterTab,
} from '../register-validation';
import { useRegisterSubmit } from '../use-register-submit';
import { AccountFormError } from './account-text-field';
import { useCaptchaImage } from './captcha-field';
import { useClearCaptchaOnNewImage } from './login-form-parts';
import { RegisterFormFields, RegisterTermsCheck } from './register-form-fields';

/** Failure codes that belong under one field of the form. */
const FIELD_BY_CODE: Partial<Record<string, TRegisterField>> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  EMAIL_TAKEN: 'email',
  CAPTCHA_INVALID: 'captcha',
  PHONE_INVALID_NUMBER: 'mobileNum',
  PHONE_INVALID_CODE: 'verificationCode',
  PHONE_CODE_EXPIRED: 'verificationCode',
};

function buildDefaults(fields: readonly TRegisterFieldSpec[], search: string): TRegisterFormValues {
  const values: TRegisterFormValues = { agreeTerms: true, countryDialingCode: '' };
  for (const { field } of fields) values[field] = '';
  // A shown invitation-code field starts with the code of the invitation link.
  if (fields.some(({ field }) => field === 'affiliateCode')) values.affiliateCode = readAffiliateCode(search);
  return values;
}

/**
 * Shows a failed registration on the form. On the mobile tab the server's `username` is the mobile number;
 * a bare `reg_pattern_{id}` gets its field rule's bounds so every message reads (min) and (max) alike.
 */
function applyRegisterError(
  error: unknown,
  setError: UseFormSetError<TRegisterFormValues>,
  fields: readonly TRegisterFieldSpec[],
  tab: TRegisterTab,
): void {
  const shown: string[] = [...fields.map(({ field }) => field), 'agreeTerms'];
  const toShown = (field: string) => {
    const bare = field.replace(/^body\./, '');
    return tab === 'mobile' && bare === 'username' ? 'mobileNum' : bare;
  };
  const withBounds: UseFormSetError<TRegisterFormValues> = (name, fieldError, options) => {
    const rule = fields.find((spec) => spec.field === name)?.rule;
    const key = fieldError.message ?? '';
    const message =
      rule && key.startsWith('reg_pattern_') && !key.includes('|')
        ? encodeFailure({ key, min: rule.minLength, max: rule.maxLength })
        : key;
    setError(name, { ...fieldError, message }, options);
  };
  const fieldByCode = Object.fromEntries(
    Object.entries(FIELD_BY_CODE)
      .map(([code, field]) => [code, toShown(field ?? '')])
      .filter(([, field]) => shown.includes(field ?? '')),
  ) as Partial<Record<string, TRegisterField>>;
  const mapped =
    isApiError(error) && error.details
      ? new ApiError(
          error.code,
          error.messageKey,
          Object.fromEntries(Object.entries(error.details).map(([field, key]) => [toShown(field), key])),
        )
      : error;
  applyFormError(mapped, withBounds, shown, fieldByCode);
}

/** The referral code the invitation link carries, shown read-only: the friend sees who the link counts for. */
function ReferralCodeShown({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor="register-referral-code">
        {t('register_referral_code')}
      </label>
      <div className="account-field__row">
        <input
          id="register-referral-code"
          className="account-field__input"
          data-testid="register-referral-code"
          value={code}
          readOnly
        />
      </div>
    </div>
  );
}

/** One register tab's form: the rule-driven fields, the terms agreement and the submit button. */
export function RegisterForm({ tab, onClose }: { tab: TRegisterTab; onClose: () => void }) {
  const { t } = useTranslation();
  const { permission } = useBootData();
  const { search } = useLocation();
  const referralCode = readReferralCode(search);
  const isSmsRequired = tab === 'mobile' && isModuleEnabled(permission.modules, MODULE_IDS.SMS_VERIFICATION);
  const registerRules = useRegisterRules();
  const fields = useMemo(
    () => listRegisterFields(registerRules, tab, isSmsRequired),
    [registerRules, tab, isSmsRequired],
  );
  const schema = useMemo(() => buildRegisterSchema(fields), [fields]);
  const form = useForm<TRegisterFormValues>({
    resolver: zodResolver(schema),
    // Read once: the form starts from the address it was opened at.
    defaultValues: buildDefaults(fields, search),
  });
  const { handleSubmit, setError, setValue, trigger, getValues, formState } = form;
  const isCaptchaShown = fields.some(({ field }) => field === 'captcha');
  const captcha = useCaptchaImage(isCaptchaShown);
  useClearCaptchaOnNewImage(
    captcha.captchaId,
    useCallback(() => setValue('captcha', ''), [setValue]),
  );
  const submitRegistration = useRegisterSubmit(tab, fields);

  const sendSms = async () => {
    if (!(await trigger('mobileNum'))) return null;
    const values = getValues();
    const sent = await sendRegisterSms({
      mobileNo: values.mobileNum?.trim() ?? '',
      countryDialingCode: values.countryDialingCode ?? '',
    });
    return sent.expiredMinutes;
  };

  const submit = handleSubmit(
    async (values) => {
      try {
        if (await submitRegistration(values, captcha.captchaId)) onClose();
      } catch (error) {
        applyRegisterError(error, setError, fields, tab);
      }
      // A captcha answers one check: whatever happened, the next attempt needs a new image.
      if (isCaptchaShown) captcha.refresh();
    },
    // Beside each field's own message, the form-wide one of spec section 8.
    (errors) => {
      const message = credentialsMessageOf(errors);
      if (message) setError('root.server', { type: 'validate', message });
    },
  );

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <RegisterFormFields fields={fields} form={form} captcha={captcha} onSendSms={sendSms} />
      {referralCode && <ReferralCodeShown code={referralCode} />}
      <RegisterTermsCheck form={form} />
      <AccountFormError testId="register-error" messageKey={formState.errors.root?.server?.message} />
      <Button
        type="submit"
        className="account-form__submit"
        data-testid="register-submit"
        disabled={formState.isSubmitting}
      >
        {t('register_submit')}
      </Button>
    </form>
  );
}
