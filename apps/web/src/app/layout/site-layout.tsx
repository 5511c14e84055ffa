import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ChunkErrorBoundary } from '../../components/ui/chunk-error-boundary';
import { Spinner } from '../../components/ui/spinner';
import type { TLayoutKind } from '../paths';
import { Footer } from './footer';
import { Header } from './header';
import { RightBar } from './right-bar';
import { SideMenu } from './side-menu';
import { useSideMenuStore } from './side-menu-store';
import './layout.css';

/** The frame of a route kind: full (header, side menu, right bar, footer), header and footer, header only, bare. */
export function SiteLayout({ kind }: { kind: TLayoutKind }) {
  const { t } = useTranslation();
  const isMenuOpen = useSideMenuStore((s) => s.isOpen);
  const setMenuOpen = useSideMenuStore((s) => s.setOpen);
  const { pathname } = useLocation();
  const hasHeader = kind !== 'bare';
  const hasFooter = kind === 'full' || kind === 'headerFooter';
  const hasSideMenu = kind === 'full';

  return (
    <div className={`site site--${kind}`} data-menu-open={hasSideMenu ? isMenuOpen : undefined}>
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      {hasHeader && <Header hasSideMenu={hasSideMenu} />}
      <div className="site__body">
        {hasSideMenu && (
          <>
            <SideMenu />
            {/* On narrow screens the open menu floats over the page; a tap beside it closes it. */}
            <div className="site__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />
          </>
        )}
        <main id="main" className="site__main" tabIndex={-1}>
          {/* A page whose code fails or takes over 120 s: page_load_timeout and Retry, the frame stays. */}
          <ChunkErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </ChunkErrorBoundary>
        </main>
        {hasSideMenu && <RightBar />}
      </div>
      {hasFooter && <Footer />}
    </div>
  );
}
