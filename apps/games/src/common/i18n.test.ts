import { afterEach, describe, expect, it } from 'vitest';
import {
  applyTranslations,
  fillPlaceholders,
  language,
  pageLanguage,
  registerStrings,
  t,
  translate,
} from './i18n.js';

const openAt = (search: string) => window.history.replaceState(null, '', `/inhouse/play/KIRIN_SLOT${search}`);
afterEach(() => window.history.replaceState(null, '', '/'));

registerStrings({
  TW: { 'test.greeting': '你好 {name}', 'test.onlyTw': '只有中文' },
  EN: { 'test.greeting': 'Hello {name}' },
});

describe('page language', () => {
  it('is EN when asked in any case, else TW (other site languages fall back to TW)', () => {
    expect(pageLanguage('EN')).toBe('EN');
    expect(pageLanguage('en')).toBe('EN');
    for (const other of ['TW', 'VI', 'TH', 'ID', '', null, undefined]) expect(pageLanguage(other)).toBe('TW');
  });

  it("reads the address's lang", () => {
    openAt('?session=x&lang=en');
    expect(language()).toBe('EN');
    openAt('?session=x&lang=VI');
    expect(language()).toBe('TW');
  });
});

describe('strings', () => {
  it('translates in the page language and fills placeholders', () => {
    openAt('?lang=EN');
    expect(t('test.greeting', { name: 'Ann' })).toBe('Hello Ann');
    expect(t('common.balance')).toBe('Balance');
    openAt('?lang=VI');
    expect(t('test.greeting', { name: 'Ann' })).toBe('你好 Ann');
  });

  it('falls back to TW for a string EN lacks, then to the key itself', () => {
    expect(translate('EN', 'test.onlyTw')).toBe('只有中文');
    expect(translate('EN', 'test.nowhere')).toBe('test.nowhere');
  });

  it('leaves an unknown placeholder empty', () => {
    expect(fillPlaceholders('{a}-{b}', { a: 1 })).toBe('1-');
  });

  it('fills texts, labels and placeholders of the page and sets its lang', () => {
    openAt('?lang=EN');
    document.body.innerHTML = `
      <h1 data-i18n="common.history">x</h1>
      <ol data-i18n-label="common.round"></ol>
      <input data-i18n-placeholder="common.bet" />`;
    applyTranslations();
    expect(document.querySelector('h1')?.textContent).toBe('History');
    expect(document.querySelector('ol')?.getAttribute('aria-label')).toBe('Round');
    expect(document.querySelector('input')?.placeholder).toBe('Bet');
    expect(document.documentElement.lang).toBe('en');
  });
});
