import { SYSTEM_STATUS, type TWhitelabel } from '@kirin/contracts';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../../lib/api-error';
import { BootDataContext, type TBootData } from '../../../lib/boot-data';
import { applyLanguage, isLanguageLoaded, resolveStartLanguage } from '../../../lib/i18n';
import { setMessageTimeZone } from '../../../lib/message-params';
import { setPayloadKey } from '../../../lib/sealed-request';
import { SESSION_KEYS, writeSession } from '../../../lib/storage';
import { startTheme } from '../../../lib/theme-store';
import { useMemberInfo } from '../../accounts/api/get-member-info';
import { usePermissionQuery } from '../api/get-permission';
import { useSystemStatusQuery } from '../api/get-system-status';
import { useWhitelabelQuery } from '../api/get-whitelabel';
import { BootErrorPage } from './boot-error-page';
import { InvalidDomainPage } from './invalid-domain-page';
import { LoadingScreen } from './loading-screen';
import { MaintenancePage } from './maintenance-page';
import { RestrictedPage } from './restricted-page';

/**
 * Paths served even in maintenance or to a restricted region: /helpmc and /livechat (the built-in live chat)
 * are what the Contact Us button of the status pages opens, so they must not show the status page again.
 */
const OPEN_WHEN_CLOSED_PATHS: readonly string[] = ['/helpmc', '/livechat'];

function isOpenWhenClosed(pathname: string): boolean {
  return OPEN_WHEN_CLOSED_PATHS.includes(pathname.replace(/\/+$/, '').toLowerCase());
}

/**
 * Applies a merchant's brand once: merchant keys, start language and theme, page title. Returns null when
 * done, or the promise of a start language still being loaded (VI, TH … are not bundled).
 */
function applyBrand(whitelabel: TWhitelabel): Promise<void> | null {
  writeSession(SESSION_KEYS.merchant, whitelabel.merchant);
  writeSession(SESSION_KEYS.merchantCode, whitelabel.merchantCode);
  setPayloadKey(whitelabel.payloadKey);
  setMessageTimeZone(whitelabel.timeZone);
  startTheme(whitelabel.defaultTheme);
  document.title = whitelabel.brandName;
  const language = resolveStartLanguage(whitelabel.languages, whitelabel.defaultLanguage);
  const switched = applyLanguage(language);
  return isLanguageLoaded(language) ? null : switched;
}

/**
 * Loads status, whitelabel and permission before anything else is shown (spec section 7), then shows the
 * site, or the maintenance / IP restriction / invalid domain page instead.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const status = useSystemStatusQuery(window.location.host);
  const whitelabel = useWhitelabelQuery();
  const permission = usePermissionQuery();
  const [brandedFor, setBrandedFor] = useState<TWhitelabel | null>(null);
  const brandingFor = useRef<TWhitelabel | null>(null);
  // A tab that kept its token loads who it belongs to; an expired session (NOT_LOGGED_IN) is cleared.
  useMemberInfo();

  useLayoutEffect(() => {
    const data = whitelabel.data;
    if (!data || data === brandedFor || data === brandingFor.current) return;
    const loading = applyBrand(data);
    if (!loading) {
      setBrandedFor(data);
      return;
    }
    // The site shows once its start language is in: no English texts flash before the Vietnamese ones.
    brandingFor.current = data;
    void loading.then(() => {
      if (brandingFor.current === data) setBrandedFor(data);
    });
  }, [whitelabel.data, brandedFor]);

  const queries = [status, whitelabel, permission];
  const errors = queries.map((q) => q.error).filter((e) => e !== null);
  if (errors.some((e) => isApiError(e, 'INVALID_DOMAIN'))) return <InvalidDomainPage />;
  const firstError = errors[0];
  if (firstError) {
    const retry = () => queries.filter((q) => q.isError).forEach((q) => void q.refetch());
    return (
      <BootErrorPage
        messageKey={isApiError(firstError) ? firstError.messageKey : 'unknown_error'}
        onRetry={retry}
      />
    );
  }
  if (!status.data || !whitelabel.data || !permission.data || brandedFor !== whitelabel.data)
    return <LoadingScreen />;

  const data: TBootData = { status: status.data, whitelabel: whitelabel.data, permission: permission.data };
  const isSiteOpen =
    data.status.status === SYSTEM_STATUS.NORMAL || isOpenWhenClosed(window.location.pathname);
  return (
    <BootDataContext.Provider value={data}>
      {isSiteOpen ? (
        children
      ) : data.status.status === SYSTEM_STATUS.MAINTENANCE ? (
        <MaintenancePage />
      ) : (
        <RestrictedPage location={data.status.location} />
      )}
    </BootDataContext.Provider>
  );
}
