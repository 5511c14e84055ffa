import { PATTERN_EXAMPLES, type TRegisterRule } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { buildRegisterSchema, listRegisterFields } from './register-validation';

/** A merchant whose `line` field follows pattern family `patternId`, with bounds wide enough for any example. */
const rulesFor = (patternId: number): TRegisterRule[] => [
  {
    field: 'line',
    patternId,
    acceptedPattern: '*',
    minLength: 1,
    maxLength: 255,
    enabled: true,
    required: true,
  },
];

/** The message the site's register form shows under `line` for `value`, or undefined when it accepts it. */
function lineMessage(patternId: number, value: string): string | undefined {
  const schema = buildRegisterSchema(listRegisterFields(rulesFor(patternId), 'username', false));
  const result = schema.safeParse({
    username: 'player1',
    password: 'secret123',
    confirmPassword: 'secret123',
    line: value,
    agreeTerms: true,
  });
  return result.error?.issues.find((issue) => issue.path.join('.') === 'line')?.message;
}

const isTrimmed = (value: string) => value !== '' && value.trim() === value;

describe("the 19 pattern families through the site's register form", () => {
  for (const [id, { accepts, rejects }] of Object.entries(PATTERN_EXAMPLES)) {
    describe(`family ${id}`, () => {
      // Forms and the server trim text fields, so only examples that trimming leaves as they are apply here.
      it.each(accepts.filter(isTrimmed))('accepts %j', (value) => {
        expect(lineMessage(Number(id), value)).toBeUndefined();
      });
      const applicableRejects = rejects.filter(isTrimmed);
      if (applicableRejects.length > 0)
        it.each(applicableRejects)(`rejects %j with reg_pattern_${id}`, (value) => {
          expect(lineMessage(Number(id), value)).toMatch(new RegExp(`^reg_pattern_${id}\\b`));
        });
    });
  }
});
