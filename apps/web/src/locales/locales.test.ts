import { describe, expect, it } from 'vitest';

type TMessages = Record<string, string>;

/** Every locale file, by language folder and namespace file: { vi: { lottery: {…} } }. */
const FILES = import.meta.glob<TMessages>('./*/*.json', { eager: true, import: 'default' });
const LOCALES: Record<string, Record<string, TMessages>> = {};
for (const [path, messages] of Object.entries(FILES)) {
  const [, language, namespace] = /^\.\/([a-z]+)\/([a-z-]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) throw new Error(`unexpected locale file ${path}`);
  (LOCALES[language] ??= {})[namespace] = messages;
}

const NAMESPACES = Object.keys(LOCALES.tw ?? {}).sort();
/** The languages translated in full, and those translated for the shell and the account pages only. */
const COMPLETE = ['vi', 'th', 'id'];
const SHELL_ONLY = ['ja', 'ur'];
const SHELL_NAMESPACES = ['translation', 'accounts', 'security', 'wallet'];

/** What a translation must carry over unchanged: {{placeholders}}, the spec's (min)/(max) and <Trans> tags. */
function tokensOf(text: string): string[] {
  return (text.match(/\{\{[^}]+\}\}|\((?:min|max)\)|<\/?[A-Za-z0-9]+\s*\/?>/g) ?? []).sort();
}

function missingKeys(language: string, namespace: string): string[] {
  const wanted = Object.keys(LOCALES.tw?.[namespace] ?? {});
  const have = LOCALES[language]?.[namespace] ?? {};
  return wanted.filter((key) => typeof have[key] !== 'string' || have[key].trim() === '');
}

describe('locale files', () => {
  it('has the namespaces the site uses in TW and EN, with the same keys', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining([...SHELL_NAMESPACES, 'lottery', 'records', 'games']));
    expect(Object.keys(LOCALES.en ?? {}).sort()).toEqual(NAMESPACES);
    for (const namespace of NAMESPACES)
      expect(Object.keys(LOCALES.en?.[namespace] ?? {}).sort(), namespace).toEqual(
        Object.keys(LOCALES.tw?.[namespace] ?? {}).sort(),
      );
  });

  it.each(COMPLETE)('translates every TW key of every namespace in %s', (language) => {
    for (const namespace of NAMESPACES)
      expect(missingKeys(language, namespace), `${language}/${namespace}`).toEqual([]);
  });

  it.each(SHELL_ONLY)(
    'translates every TW key of the shell, accounts, security and wallet in %s',
    (language) => {
      for (const namespace of SHELL_NAMESPACES)
        expect(missingKeys(language, namespace), `${language}/${namespace}`).toEqual([]);
    },
  );

  it('has no key that TW lacks, and no empty file', () => {
    for (const [language, namespaces] of Object.entries(LOCALES))
      for (const [namespace, messages] of Object.entries(namespaces)) {
        const known = LOCALES.tw?.[namespace] ?? {};
        expect(
          Object.keys(messages).filter((key) => !(key in known)),
          `${language}/${namespace}`,
        ).toEqual([]);
      }
  });

  it('keeps the EN placeholders and tags in every translation', () => {
    const wrong: string[] = [];
    for (const [language, namespaces] of Object.entries(LOCALES))
      for (const [namespace, messages] of Object.entries(namespaces))
        for (const [key, text] of Object.entries(messages)) {
          const english = LOCALES.en?.[namespace]?.[key];
          if (english === undefined) continue;
          if (tokensOf(text).join(' ') !== tokensOf(english).join(' '))
            wrong.push(`${language}/${namespace}/${key}: ${text}`);
        }
    expect(wrong).toEqual([]);
  });
});
