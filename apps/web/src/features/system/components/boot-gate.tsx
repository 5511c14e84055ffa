import { SYSTEM_STATUS, type TWhitelabel } from '@kirin/contracts';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../../../lib/api-error';
import { BootDataContext, type TBootData } from '../../../lib/boot-data';
import { applyLanguage, resolveStartLanguage } from '../../../lib/i18n';
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

/** Applies a merchant's brand once: merchant keys, start language and theme, page title. */
function applyBrand(whitelabel: TWhitelabel): void {
  writeSession(SESSION_KEYS.merchant, whitelabel.merchant);
  writeSession(SESSION_KEYS.merchantCode, whitelabel.merchantCode);
  setPayloadKey(whitelabel.payloadKey);
  applyLanguage(resolveStartLanguage(whitelabel.languages, whitelabel.defaultLanguage));
  startTheme(whitelabel.defaultTheme);
  document.title = whitelabel.brandName;
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
  // A tab that kept its token loads who it belongs to; an expired session (NOT_LOGGED_IN) is cleared.
  useMemberInfo();

  useLayoutEffect(() => {
    if (!whitelabel.data || whitelabel.data === brandedFor) return;
    applyBrand(whitelabel.data);
    setBrandedFor(whitelabel.data);
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
