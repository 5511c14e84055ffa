import { i18n } from '../../lib/i18n';

// The agent centre's texts (locales/<lang>/agent-*.json) ride in the agent centre's own chunk, so players never
// download them; VI, TH and the other lazy languages pick the files up with the rest of their language.
const BUNDLED = import.meta.glob<Record<string, string>>(
  ['../../locales/tw/agent-*.json', '../../locales/en/agent-*.json'],
  { eager: true, import: 'default' },
);

/** Adds the TW and EN agent texts to the one translation namespace (idempotent; existing keys win). */
export function addAgentTranslations(): void {
  for (const [path, messages] of Object.entries(BUNDLED)) {
    const language = path.includes('/tw/') ? 'TW' : 'EN';
    i18n.addResourceBundle(language, 'translation', messages, true, false);
  }
}
