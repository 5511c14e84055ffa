import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../lib/session-store';
import { canReachOperatorArea } from '@kirin/contracts';
import { canWrite, type TConsoleArea, type TConsolePage } from './area';
import { ErrorNote } from '../components/ui/error-note';
import { AreaPageContext } from './area-context';
import { areaLocalesOf } from './area-locales';

/** Renders its children once the area's words are loaded. */
function WithAreaLocales({ area, children }: { area: TConsoleArea; children: ReactNode }) {
  const { t } = useTranslation();
  const locales = useQuery({
    queryKey: ['area-locales', area.id],
    queryFn: () => areaLocalesOf(area).then(() => true),
    staleTime: Infinity,
  });
  if (locales.isError) return <ErrorNote error={locales.error} />;
  return locales.isSuccess ? children : <p className="loading">{t('table.loading')}</p>;
}

/** One area page: shown to the roles of its area, read-only for those who may not change it. */
export function AreaRoute({ area, page }: { area: TConsoleArea; page: TConsolePage }) {
  const { t } = useTranslation();
  const role = useSessionStore((s) => s.operator?.role);
  if (!role) return null;
  if (!canReachOperatorArea(role, area.operatorArea, true))
    return (
      <section className="empty-state" role="alert">
        <h1>{t('shell.notAllowedTitle')}</h1>
        <p>{t('shell.notAllowed')}</p>
      </section>
    );
  const Page = page.component;
  return (
    <AreaPageContext.Provider value={{ area, page, canWrite: canWrite(area, page, role) }}>
      <Suspense fallback={<p className="loading">{t('table.loading')}</p>}>
        <WithAreaLocales area={area}>
          <Page />
        </WithAreaLocales>
      </Suspense>
    </AreaPageContext.Provider>
  );
}
