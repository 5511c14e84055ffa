import { useCallback } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { postSmsNoLogin } from '../api/send-sms-no-login';
import type { TCaptchaImage } from './captcha-field';
import { buildCaptchaPart, useClearCaptchaOnNewImage } from './login-form-parts';

/** The fields a form needs to ask /wps/verification/sms/noLogin for a code. */
type TPhoneCodeFields = FieldValues & { mobileNum: string; countryDialingCode: string; captcha: string };

/** A field name of the phone part as a path of the whole form. */
const pathOf = <T extends FieldValues>(name: 'mobileNum' | 'countryDialingCode' | 'captcha') =>
  name as Path<T>;

/**
 * The phone part of a form that sends a code without login (SMS login, reset by phone): the chosen dialing
 * code, a setter for the country dropdown, the captcha answer emptied for each new image, and `sendCode`,
 * which checks the number first and answers the code's lifetime (null when the number failed its check).
 */
export function useNoLoginSmsCode<T extends TPhoneCodeFields>(
  form: UseFormReturn<T>,
  captchaState: { isCaptchaShown: boolean; captcha: TCaptchaImage },
) {
  const { setValue, getValues, trigger, watch, formState } = form;
  const { isCaptchaShown, captcha } = captchaState;
  const dialingCode = watch(pathOf<T>('countryDialingCode')) as string;
  const setDialingCode = useCallback(
    (code: string) =>
      setValue(pathOf<T>('countryDialingCode'), code as PathValue<T, Path<T>>, {
        shouldValidate: formState.isSubmitted,
      }),
    [setValue, formState.isSubmitted],
  );
  useClearCaptchaOnNewImage(
    captcha.captchaId,
    useCallback(() => setValue(pathOf<T>('captcha'), '' as PathValue<T, Path<T>>), [setValue]),
  );
  const sendCode = async (): Promise<number | null> => {
    if (!(await trigger([pathOf<T>('mobileNum'), pathOf<T>('countryDialingCode')]))) return null;
    const values = getValues() as TPhoneCodeFields;
    const sent = await postSmsNoLogin({
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: values.countryDialingCode,
      ...buildCaptchaPart(isCaptchaShown, captcha, values.captcha.trim()),
    });
    return sent.expiredMinutes;
  };
  return { dialingCode, setDialingCode, sendCode };
}
