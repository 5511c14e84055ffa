import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BootDataContext, type TBootData } from '../../lib/boot-data';
import { PERMISSION, STATUS_NORMAL, WHITELABEL } from '../../test/fixtures';
import { AnalyticsConsent } from './components/analytics-consent';

const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';
const gtagScripts = () =>
  Array.from(document.querySelectorAll('script')).filter((s) =>
    s.src.startsWith('https://www.googletagmanager.com'),
  );

function renderConsent(gtagId: string | null) {
  const boot: TBootData = {
    status: STATUS_NORMAL,
    whitelabel: WHITELABEL,
    permission: { ...PERMISSION, analytics: { gtagId } },
  };
  return render(
    <BootDataContext.Provider value={boot}>
      <AnalyticsConsent />
    </BootDataContext.Provider>,
  );
}

afterEach(() => {
  for (const script of gtagScripts()) script.remove();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('analytics', () => {
  it('asks nothing and loads no script when the merchant has no tag id', () => {
    localStorage.setItem('analyticsConsent', 'granted');
    renderConsent(null);
    expect(screen.queryByTestId('analytics-consent')).not.toBeInTheDocument();
    expect(gtagScripts()).toHaveLength(0);
  });

  it('loads no script before the visitor answers, nor after a decline, and remembers the decline', () => {
    const { unmount } = renderConsent('G-TEST123');
    expect(screen.getByTestId('analytics-consent')).toHaveTextContent('Google Analytics');
    expect(gtagScripts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByTestId('analytics-consent')).not.toBeInTheDocument();
    expect(gtagScripts()).toHaveLength(0);
    expect(localStorage.getItem('analyticsConsent')).toBe('denied');

    unmount();
    renderConsent('G-TEST123');
    expect(screen.queryByTestId('analytics-consent')).not.toBeInTheDocument();
    expect(gtagScripts()).toHaveLength(0);
  });

  it('loads Google tag once the visitor accepts, and at once on the next visit', () => {
    const { unmount } = renderConsent('G-TEST123');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(gtagScripts().map((s) => s.src)).toEqual([GTAG_SRC]);
    expect(localStorage.getItem('analyticsConsent')).toBe('granted');
    const dataLayer = (window as { dataLayer?: IArguments[] }).dataLayer ?? [];
    expect(dataLayer.map((args) => Array.from(args))).toContainEqual(['config', 'G-TEST123']);

    unmount();
    for (const script of gtagScripts()) script.remove();
    renderConsent('G-TEST123');
    expect(screen.queryByTestId('analytics-consent')).not.toBeInTheDocument();
    expect(gtagScripts().map((s) => s.src)).toEqual([GTAG_SRC]);
  });

  it('loads nothing for a tag id that is not one', () => {
    localStorage.setItem('analyticsConsent', 'granted');
    renderConsent('"><script>');
    expect(gtagScripts()).toHaveLength(0);
  });
});
