import { ERROR_CATALOGUE, PATTERN_IDS } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/translation.json';
import id from '../locales/id/translation.json';
import ja from '../locales/ja/translation.json';
import th from '../locales/th/translation.json';
import tw from '../locales/tw/translation.json';
import ur from '../locales/ur/translation.json';
import vi from '../locales/vi/translation.json';
import { applyLanguage, fillLengthBounds, i18n, resolveStartLanguage } from './i18n';

const enKeys = Object.keys(en).sort();

describe('translations', () => {
  it('has TW and EN complete, with the same keys', () => {
    expect(Object.keys(tw).sort()).toEqual(enKeys);
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
    ];
    for (const key of wanted) {
      expect(en, key).toHaveProperty([key]);
      expect(tw, key).toHaveProperty([key]);
    }
  });

  it('gives the partial languages only keys that exist in EN, navigation included', () => {
    for (const partial of [vi, th, id, ja, ur]) {
      expect(Object.keys(partial).every((key) => enKeys.includes(key))).toBe(true);
      expect(partial).toHaveProperty(['nav_hot_games']);
      expect(partial).toHaveProperty(['system_maintenance_text']);
    }
  });

  it('falls back to English for a key a partial language lacks', () => {
    applyLanguage('JA');
    expect(i18n.t('nav_hot_games')).toBe(ja.nav_hot_games);
    expect(i18n.t('accounts_unavailable')).toBe(en.accounts_unavailable);
    expect(document.documentElement.lang).toBe('ja');
  });

  it('writes right to left in Urdu', () => {
    applyLanguage('UR');
    expect(document.documentElement.dir).toBe('rtl');
    applyLanguage('EN');
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
