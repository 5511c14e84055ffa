import { ERROR_CATALOGUE, LANGUAGES, PATTERN_IDS, type TLanguage } from '@kirin/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en/translation.json';
import ja from '../locales/ja/translation.json';
import tw from '../locales/tw/translation.json';
import { addAgentTranslations } from '../features/agent-centre/agent-translations';
import { applyLanguage, fillLengthBounds, i18n, loadLanguage, resolveStartLanguage } from './i18n';

// The lazy languages load the agent centre's files (locales/*/agent-*.json) with the rest; TW and EN get them
// when the agent centre opens. Compare against EN as an agent sees it.
addAgentTranslations();

/** One language's whole namespace: translation.json, accounts.json, security.json … merged. */
const bundleOf = (language: TLanguage) =>
  i18n.getResourceBundle(language, 'translation') as Record<string, string>;
const EN = bundleOf('EN');
const TW = bundleOf('TW');
const enKeys = Object.keys(EN).sort();
const PARTIAL_LANGUAGES = LANGUAGES.filter((language) => language !== 'EN' && language !== 'TW');

describe('translations', () => {
  beforeAll(async () => {
    await Promise.all(PARTIAL_LANGUAGES.map((language) => loadLanguage(language)));
  });

  it('has TW and EN complete, with the same keys, across all the translation files', () => {
    expect(Object.keys(TW).sort()).toEqual(enKeys);
    // The feature files are merged in: an accounts key counts like any other.
    expect(EN).toHaveProperty(['login_submit']);
  });

  it('translates every server error message key and the spec message keys', () => {
    const wanted = [
      ...Object.values(ERROR_CATALOGUE).map((entry) => entry.message),
      ...PATTERN_IDS.map((id) => `reg_pattern_${id}`),
      'in_need_true_account',
      'in_sure_logout',
      'invitation_code_error',
      'checkPass',
      'inconsistent_twice',
      'complete_verification_first',
      'phone_popup_closed',
    ];
    for (const key of wanted) {
      expect(EN, key).toHaveProperty([key]);
      expect(TW, key).toHaveProperty([key]);
    }
  });

  it('gives the partial languages only keys that exist in EN, navigation included', () => {
    for (const language of PARTIAL_LANGUAGES) {
      const bundle = bundleOf(language);
      expect(
        Object.keys(bundle).filter((key) => !enKeys.includes(key)),
        language,
      ).toEqual([]);
      expect(bundle).toHaveProperty(['nav_hot_games']);
      expect(bundle).toHaveProperty(['system_maintenance_text']);
    }
  });

  it('falls back to English for a key a language lacks', async () => {
    // Every shipped key is translated (src/locales/locales.test.ts); a key only EN has stands for one added later.
    i18n.addResource('EN', 'translation', 'test_only_in_english', 'Only in English');
    expect(bundleOf('JA')).not.toHaveProperty(['test_only_in_english']);
    await applyLanguage('JA');
    expect(i18n.t('nav_hot_games')).toBe(ja.nav_hot_games);
    expect(i18n.t('test_only_in_english')).toBe('Only in English');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('writes right to left in Urdu', async () => {
    await applyLanguage('UR');
    expect(document.documentElement.dir).toBe('rtl');
    await applyLanguage('EN');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('resolveStartLanguage', () => {
  it('prefers the stored choice the merchant offers, else the merchant default', () => {
    expect(resolveStartLanguage(['TW', 'EN'], 'TW')).toBe('TW');
    window.localStorage.setItem('lang', 'EN');
    expect(resolveStartLanguage(['TW', 'EN'], 'TW')).toBe('EN');
    window.localStorage.setItem('lang', 'JA');
    expect(resolveStartLanguage(['TW', 'EN'], 'TW')).toBe('TW');
    expect(resolveStartLanguage(['EN'], 'TW')).toBe('EN');
  });
});

describe('fillLengthBounds', () => {
  it('fills (min) and (max), or one number when they are equal', () => {
    expect(fillLengthBounds(en.reg_pattern_2, 6, 16)).toBe(
      'Must start with a letter, followed by letters or digits, 6-16 characters',
    );
    expect(fillLengthBounds(en.reg_pattern_9, 4, 4)).toBe('Digits only, 4 digits');
    expect(fillLengthBounds(tw.reg_pattern_9, 4, 4)).toBe('僅限數字，長度 4 位');
  });
});
