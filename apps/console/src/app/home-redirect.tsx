import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { CONSOLE_AREAS } from '../areas/registry';
import { useSessionStore } from '../lib/session-store';
import { areasForRole } from './area';
import { useMerchants } from './merchants';
import { consolePaths } from './paths';

/** /console: the operator's first merchant. */
export function MerchantRedirect() {
  const { t } = useTranslation();
  const merchants = useMerchants();
  if (merchants.isPending) return <p className="loading">{t('table.loading')}</p>;
  const first = merchants.data?.[0];
  if (!first)
    return (
      <section className="empty-state">
        <h1>{t('shell.noMerchantTitle')}</h1>
        <p>{t('shell.noMerchant')}</p>
      </section>
    );
  return <Navigate to={consolePaths.home(first.code)} replace />;
}

/** /console/:merchant: the first page of the first area this role may open (the dashboard for money roles). */
export function AreaHomeRedirect({ merchant }: { merchant: string }) {
  const role = useSessionStore((s) => s.operator?.role);
  const first = role ? areasForRole(CONSOLE_AREAS, role)[0] : undefined;
  if (!first) return null;
  return <Navigate to={consolePaths.areaPage(merchant, first.id, first.pages[0]?.path ?? '')} replace />;
}
