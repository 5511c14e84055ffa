/**
 * The 19 pattern families of spec section 5, by patternId (1..19, the spec's order). A register rule names
 * one; its message is `reg_pattern_{id}` with the rule's (min) and (max). Site and server both use these.
 */
const HAN = '\\p{Script=Han}';
const THAI = '\\p{Script=Thai}';
const HANGUL = '\\p{Script=Hangul}';

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day named by yyyy-MM-dd or MM-dd-yyyy, when it exists: [year, month, day]. */
export function parsePatternDate(value: string): [number, number, number] | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const parts: [number, number, number] | null = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : null;
  return parts && isRealDate(...parts) ? parts : null;
}

function isPatternDate(value: string): boolean {
  return parsePatternDate(value) !== null;
}

/** A pattern date as yyyy-MM-dd (the stored form); null when it names no day. */
export function toIsoDate(value: string): string | null {
  const parts = parsePatternDate(value);
  if (!parts) return null;
  const [year, month, day] = parts;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const regex = (source: string) => {
  const re = new RegExp(source, 'u');
  return (value: string) => re.test(value);
};

export const PATTERN_FAMILIES: Record<number, { name: string; test: (value: string) => boolean }> = {
  1: { name: 'any characters', test: () => true },
  2: { name: 'letter first, then letters and digits', test: regex('^[A-Za-z][A-Za-z0-9]*$') },
  3: { name: 'letters and Chinese characters', test: regex(`^[A-Za-z${HAN}]+$`) },
  4: { name: 'Chinese characters and digits', test: regex(`^[0-9${HAN}]+$`) },
  5: { name: 'Chinese characters and punctuation', test: regex(`^[${HAN}\\p{P}]+$`) },
  6: {
    name: 'email',
    test: regex(
      "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
    ),
  },
  7: { name: 'letters or digits only', test: regex('^[A-Za-z0-9]+$') },
  8: { name: 'letters plus digits', test: regex('^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$') },
  9: { name: 'digits only', test: regex('^[0-9]+$') },
  10: { name: 'alphanumeric with at least one uppercase', test: regex('^(?=.*[A-Z])[A-Za-z0-9]+$') },
  11: { name: 'English letters and spaces', test: regex('^[A-Za-z ]+$') },
  12: { name: 'no spaces', test: regex('^\\S+$') },
  13: { name: 'date yyyy-MM-dd or MM-dd-yyyy', test: isPatternDate },
  14: { name: 'Korean only', test: regex(`^${HANGUL}+$`) },
  15: { name: 'Thai only', test: regex(`^${THAI}+$`) },
  16: { name: 'Thai or English', test: regex(`^[A-Za-z ${THAI}]+$`) },
  17: {
    name: 'upper, lower, digit and symbol',
    test: regex('^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$'),
  },
  18: { name: 'full name in two parts separated by a space', test: regex('^[^\\s]+ [^\\s]+$') },
  19: {
    name: 'full-width Japanese only',
    test: regex(
      `^[\\p{Script=Hiragana}\\p{Script=Katakana}${HAN}\\u3000\\u30FC\\uFF10-\\uFF19\\uFF21-\\uFF3A\\uFF41-\\uFF5A]+$`,
    ),
  },
};

/** Length as a person counts it: code points, so one Thai or Chinese character is one. */
export function characterCount(value: string): number {
  return [...value].length;
}
