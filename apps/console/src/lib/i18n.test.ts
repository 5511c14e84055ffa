import { ERROR_CATALOGUE } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import enConsole from '../locales/en/console.json';
import enErrors from '../locales/en/errors.json';
import twConsole from '../locales/tw/console.json';
import twErrors from '../locales/tw/errors.json';
import { CONSOLE_AREAS } from '../areas/registry';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('console translations', () => {
  it('translate every message key of the error catalogue in TW and EN', () => {
    const messageKeys = [...new Set(Object.values(ERROR_CATALOGUE).map((entry) => entry.message))];
    for (const key of messageKeys) {
      expect(enErrors, key).toHaveProperty([key]);
      expect(twErrors, key).toHaveProperty([key]);
    }
  });

  it('have the same keys in TW as in EN, for the shell and every area', async () => {
    expect(keysOf(twConsole).sort()).toEqual(keysOf(enConsole).sort());
    expect(Object.keys(twErrors).sort()).toEqual(Object.keys(enErrors).sort());
    for (const area of CONSOLE_AREAS) {
      expect(keysOf(area.nav.TW).sort(), area.id).toEqual(keysOf(area.nav.EN).sort());
      const locales = await area.loadLocales();
      expect(keysOf(locales.TW).sort(), area.id).toEqual(keysOf(locales.EN).sort());
    }
  });
});
