import { describe, expect, it } from 'vitest';
import en from '../locales/en/wallet.json';
import vi from '../locales/vi/wallet.json';
import { applyLanguage, i18n, isLanguageLoaded } from './i18n';

// A file of its own: the languages must not have been loaded by another test of the same module instance.
describe('loading on demand', () => {
  it('bundles TW and EN only; a chosen language is shown once its files are loaded', async () => {
    expect(isLanguageLoaded('TW')).toBe(true);
    expect(isLanguageLoaded('EN')).toBe(true);
    expect(isLanguageLoaded('VI')).toBe(false);
    await applyLanguage('EN');
    const switched = applyLanguage('VI');
    // Not yet switched: the Vietnamese texts are still being fetched, the English ones stay.
    expect(i18n.language).toBe('EN');
    await switched;
    expect(i18n.language).toBe('VI');
    expect(document.documentElement.lang).toBe('vi');
    expect(i18n.t('lottery_group_XIEN')).toBe('Xiên');
    expect(i18n.t('wallet_deposit_submit')).toBe(vi.wallet_deposit_submit);
    expect(vi.wallet_deposit_submit).not.toBe(en.wallet_deposit_submit);
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
