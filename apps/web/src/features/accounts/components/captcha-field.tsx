import { CAPTCHA_THROTTLE_MS } from '@kirin/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { throttle } from '../../../lib/throttle';
import { captchaQueryOptions } from '../api/get-captcha';
import { AccountTextField } from './account-text-field';
import './account-controls.css';

export type TCaptchaImage = {
  /** The id to send with the answer; null until an image has loaded. */
  captchaId: string | null;
  image: string | null;
  /** Loads a new image: at most one request per CAPTCHA_THROTTLE_MS, the last asked for is never lost. */
  refresh: () => void;
};

/**
 * The captcha a form shows while `isShown`. Every load goes through one throttle, the first included, so
 * a quick refresh after the first image cannot exceed the server's one-per-second limit.
 */
export function useCaptchaImage(isShown: boolean): TCaptchaImage {
  const query = useQuery({ ...captchaQueryOptions(), enabled: false });
  const refetchRef = useRef(query.refetch);
  useEffect(() => {
    refetchRef.current = query.refetch;
  }, [query.refetch]);
  const throttled = useMemo(() => throttle(() => void refetchRef.current(), CAPTCHA_THROTTLE_MS), []);
  useEffect(() => () => throttled.cancel(), [throttled]);
  useEffect(() => {
    if (isShown) throttled();
  }, [isShown, throttled]);
  const refresh = useCallback(() => throttled(), [throttled]);
  return { captchaId: query.data?.captchaId ?? null, image: query.data?.image ?? null, refresh };
}

type TCaptchaFieldProps = {
  captcha: TCaptchaImage;
  registration: UseFormRegisterReturn;
  /** The error: a translation key, translated at render time. */
  message?: string;
  testId?: string;
  imageTestId?: string;
};

/** The captcha answer with its image beside it; a click on the image shows another. */
export function CaptchaField({
  captcha,
  registration,
  message,
  testId = 'login-captcha',
  imageTestId = 'login-captcha-image',
}: TCaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <AccountTextField
      label={t('login_captcha')}
      registration={registration}
      testId={testId}
      message={message}
      autoComplete="off"
      inputMode="numeric"
      addon={
        <button
          type="button"
          className="captcha-field__image"
          data-testid={imageTestId}
          title={t('login_captcha_refresh')}
          aria-label={t('login_captcha_refresh')}
          onClick={captcha.refresh}
        >
          {captcha.image ? <img src={captcha.image} alt="" /> : <span aria-hidden="true">…</span>}
        </button>
      }
    />
  );
}
