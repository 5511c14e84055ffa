import { describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_NAMESPACES } from '../locales/first-page-namespaces';
import en from '../locales/en/wallet.json';
import twRecords from '../locales/tw/records.json';
import tw from '../locales/tw/translation.json';
import vi_ from '../locales/vi/wallet.json';
import { applyLanguage, i18n, isLanguageLoaded } from './i18n';

/** A fresh copy of the module, as a first visit has it (the test setup has loaded TW and EN in full). */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

const TW_FILES = import.meta.glob<Record<string, string>>('../locales/tw/*.json', {
  eager: true,
  import: 'default',
});

// A file of its own: the languages must not have been loaded by another test of the same module instance.
describe('loading on demand', () => {
  it('starts with the first page texts in TW only; the rest of TW, and EN, come when asked for', async () => {
    const fresh = await freshI18n();
    const recordsKey = Object.keys(twRecords)[0] as keyof typeof twRecords;
    expect(fresh.i18n.t('home_welcome', { brand: 'K' })).toBe(tw.home_welcome.replace('{{brand}}', 'K'));
    // A records text is not needed on the home page: not there until a page asks for the whole.
    expect(fresh.i18n.t(recordsKey)).toBe(recordsKey);
    expect(fresh.isLanguageLoaded('TW')).toBe(true);
    expect(fresh.isLanguageLoaded('EN')).toBe(false);
    await fresh.loadAllTexts();
    expect(fresh.i18n.t(recordsKey)).toBe(twRecords[recordsKey]);
    expect(fresh.isLanguageLoaded('EN')).toBe(false);
    await fresh.applyLanguage('EN');
    expect(fresh.i18n.language).toBe('EN');
    expect(fresh.i18n.t('wallet_deposit_submit')).toBe(en.wallet_deposit_submit);
  });

  it('bundles exactly the TW files the build keeps with the first page', async () => {
    const fresh = await freshI18n();
    const wanted = FIRST_PAGE_NAMESPACES.flatMap((namespace) =>
      Object.keys(TW_FILES[`../locales/tw/${namespace}.json`] ?? {}),
    );
    expect(wanted.length).toBeGreaterThan(300);
    const bundled = fresh.i18n.getResourceBundle('TW', 'translation') as Record<string, string>;
    expect(Object.keys(bundled).sort()).toEqual([...new Set(wanted)].sort());
  });

  it('once a page wanted the whole, switches back to TW only after the rest of TW is in', async () => {
    const fresh = await freshI18n();
    await fresh.applyLanguage('EN');
    await fresh.loadAllTexts();
    expect(fresh.isLanguageLoaded('TW')).toBe(false);
    const recordsKey = Object.keys(twRecords)[0] as keyof typeof twRecords;
    await fresh.applyLanguage('TW');
    expect(fresh.i18n.language).toBe('TW');
    expect(fresh.i18n.t(recordsKey)).toBe(twRecords[recordsKey]);
  });

  it('shows a chosen language once its files are loaded', async () => {
    await applyLanguage('EN');
    expect(isLanguageLoaded('VI')).toBe(false);
    const switched = applyLanguage('VI');
    // Not yet switched: the Vietnamese texts are still being fetched, the English ones stay.
    expect(i18n.language).toBe('EN');
    await switched;
    expect(i18n.language).toBe('VI');
    expect(document.documentElement.lang).toBe('vi');
    expect(i18n.t('lottery_group_XIEN')).toBe('Xiên');
    expect(i18n.t('wallet_deposit_submit')).toBe(vi_.wallet_deposit_submit);
    expect(vi_.wallet_deposit_submit).not.toBe(en.wallet_deposit_submit);
    expect(window.localStorage.getItem('lang')).toBe('VI');
  });

  it('keeps the later of two quick choices', async () => {
    await applyLanguage('EN');
    const first = applyLanguage('TH');
    await applyLanguage('EN');
    await first;
    expect(i18n.language).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
  });
});
