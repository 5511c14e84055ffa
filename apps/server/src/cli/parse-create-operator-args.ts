import { parseArgs } from 'node:util';

export const CREATE_OPERATOR_USAGE = `Creates a back-office operator (the first one is usually the owner).

Usage: npm run operator:create -- --username NAME --role ROLE [--merchants CODE,CODE] [--password-stdin]

  --username NAME      3 to 32 characters: lower-case letters, digits, dot, dash, underscore
  --role ROLE          owner, finance, support, content or auditor (reads every area, changes nothing)
  --merchants CODES    restrict the operator to these merchant codes (default: every merchant)
  --password-stdin     read the password from the first line of standard input
                       (default: generate a strong one and print it)

Uses the same configuration as the server: DATABASE_URL, or the embedded database under DATA_DIR.`;

export type TCreateOperatorArgs = {
  isHelp: boolean;
  username: string;
  role: string;
  merchants: string[] | null;
  isPasswordFromStdin: boolean;
};

export class UsageError extends Error {}

/** The command line of create-operator; unknown or missing options are a UsageError. */
export function parseCreateOperatorArgs(argv: string[]): TCreateOperatorArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        help: { type: 'boolean', short: 'h' },
        username: { type: 'string' },
        role: { type: 'string' },
        merchants: { type: 'string' },
        'password-stdin': { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help)
    return { isHelp: true, username: '', role: '', merchants: null, isPasswordFromStdin: false };
  if (!values.username) throw new UsageError('--username is required');
  if (!values.role) throw new UsageError('--role is required');
  const merchants = values.merchants
    ? values.merchants
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean)
    : null;
  return {
    isHelp: false,
    username: values.username,
    role: values.role,
    merchants: merchants && merchants.length > 0 ? merchants : null,
    isPasswordFromStdin: values['password-stdin'] ?? false,
  };
}
