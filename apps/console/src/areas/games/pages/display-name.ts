/** A catalogue name in the console's language, else TW (the language every name has). */
export function displayName(names: Record<string, string>, language: string): string {
  return names[language] ?? names.TW ?? Object.values(names)[0] ?? '';
}
