import type { TRegisterField, ZRegisterRequest } from '@kirin/contracts';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-error';
import { useModalStore } from '../../lib/modal-store';
import { checkAffiliateCode } from './api/check-affiliate-code';
import { registerMember } from './api/register-member';
import { registerMobileMember } from './api/register-mobile-member';
import { readAffiliateCode, readReferralCode } from './register-link-codes';
import {
  readFormValue,
  type TRegisterFieldSpec,
  type TRegisterFormValues,
  type TRegisterTab,
} from './register-validation';
import { useCompleteLogin } from './use-complete-login';

type TRegisterBody = z.input<typeof ZRegisterRequest>;
/** What the page address adds to a registration. */
export type TRegisterLink = { affiliateCode: string; referralCode: string; domain: string };

/**
 * The registration body of one tab: the shown fields' values (trimmed, empty ones left out), the mobile
 * number as username on the mobile tab, the affiliate code from the field or else the link, login true.
 */
export function buildRegisterBody(
  values: TRegisterFormValues,
  fields: readonly TRegisterFieldSpec[],
  tab: TRegisterTab,
  link: TRegisterLink,
  captchaId: string | null,
): TRegisterBody {
  const shown: Partial<Record<TRegisterField, string>> = {};
  for (const { field } of fields) {
    const value = readFormValue(values, field);
    if (value !== '') shown[field] = value;
  }
  const isAffiliateShown = fields.some(({ field }) => field === 'affiliateCode');
  const affiliateCode = isAffiliateShown ? shown.affiliateCode : link.affiliateCode || undefined;
  return {
    ...shown,
    username: (tab === 'mobile' ? shown.mobileNum : shown.username) ?? '',
    password: shown.password ?? '',
    confirmPassword: shown.confirmPassword ?? '',
    countryDialingCode: shown.mobileNum ? values.countryDialingCode || undefined : undefined,
    captchaId: shown.captcha ? (captchaId ?? undefined) : undefined,
    affiliateCode,
    referralCode: link.referralCode || undefined,
    domain: link.domain,
    login: true,
    agreeTerms: true,
  };
}

/**
 * Registers from a valid form (spec section 4): an affiliate code is checked first and a refusal opens the
 * `invitation_code_error` warning (resolves false, nothing registered); then the register call of the tab
 * (sealed) and the login it answers. Other failures reject with the ApiError.
 */
export function useRegisterSubmit(tab: TRegisterTab, fields: readonly TRegisterFieldSpec[]) {
  const completeLogin = useCompleteLogin();
  const openModal = useModalStore((s) => s.openModal);
  const { search } = useLocation();

  return useCallback(
    async (values: TRegisterFormValues, captchaId: string | null): Promise<boolean> => {
      const link = {
        affiliateCode: readAffiliateCode(search),
        referralCode: readReferralCode(search),
        domain: window.location.hostname,
      };
      const body = buildRegisterBody(values, fields, tab, link, captchaId);
      if (body.affiliateCode) {
        try {
          await checkAffiliateCode(body.affiliateCode, link.domain);
        } catch (error) {
          if (!isApiError(error, 'INVITATION_CODE_ERROR')) throw error;
          openModal({ name: 'warning', messageKey: 'invitation_code_error' });
          return false;
        }
      }
      try {
        const login =
          tab === 'mobile'
            ? await registerMobileMember({
                ...body,
                registerUrl: window.location.href,
                registerMethod: 'WEB',
              })
            : await registerMember(body);
        await completeLogin(login, { loginType: 'register' });
        return true;
      } catch (error) {
        // A link's referral code that is unknown (or of another site) is said like a bad invitation code.
        if (isApiError(error, 'REFERRAL_CODE_ERROR')) {
          openModal({ name: 'warning', messageKey: 'referral_code_error' });
          return false;
        }
        if (!isApiError(error, 'INVITATION_CODE_ERROR')) throw error;
        openModal({ name: 'warning', messageKey: 'invitation_code_error' });
        return false;
      }
    },
    [tab, fields, search, completeLogin, openModal],
  );
}
