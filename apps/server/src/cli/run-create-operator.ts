import { randomBytes } from 'node:crypto';
import { ZOperatorCreate } from '@kirin/contracts';
import { ConfigError, loadConfig, type TConfig } from '../config.js';
import { openDatabase, type TOpenDatabase } from '../db/bootstrap.js';
import {
  createEnrolledOperator,
  type TCreatedOperator,
} from '../modules/admin/operators/create-enrolled-operator.js';
import { AppError } from '../platform/errors.js';
import { describeBusyDatabase, findRunningEmbeddedDatabase } from './find-running-embedded-database.js';
import {
  CREATE_OPERATOR_USAGE,
  parseCreateOperatorArgs,
  UsageError,
  type TCreateOperatorArgs,
} from './parse-create-operator-args.js';

export type TCliIo = {
  readStdin: () => Promise<string>;
  out: (text: string) => void;
  err: (text: string) => void;
};

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;
/** 24 base64url characters: 144 random bits. */
const GENERATED_PASSWORD_BYTES = 18;
const CLI_ACTOR = { operatorId: null, ip: null, requestId: 'cli:create-operator' };
const REFUSAL_TEXT: Record<string, string> = {
  password_too_weak: 'the password is too common, too repetitive, or contains the username',
};

async function openConfiguredDatabase(config: TConfig, io: TCliIo): Promise<TOpenDatabase | undefined> {
  if (!config.DATABASE_URL) {
    const pid = findRunningEmbeddedDatabase(config.DATA_DIR);
    if (pid !== undefined) {
      io.err(describeBusyDatabase(config.DATA_DIR, pid));
      return undefined;
    }
  }
  try {
    return await openDatabase(config, config.LOG_LEVEL === 'debug' ? io.err : () => {});
  } catch (error) {
    io.err(`Could not open the database: ${(error as Error).message}`);
    return undefined;
  }
}

function printCreated(io: TCliIo, created: TCreatedOperator, generatedPassword: string | undefined): void {
  const { operator } = created;
  const scope = operator.merchants ? `merchants ${operator.merchants.join(', ')}` : 'every merchant';
  io.out(`Operator created: ${operator.username} (${operator.role}, ${scope})`);
  if (generatedPassword) io.out(`Password:     ${generatedPassword}`);
  io.out(`TOTP secret:  ${created.totpSecret}`);
  io.out(`otpauth URI:  ${created.otpauthUri}`);
  io.out('Add the secret to an authenticator app (or turn the URI into a QR code). Neither is shown again.');
}

function explainFailure(error: unknown, args: TCreateOperatorArgs): string {
  if (error instanceof AppError && error.code === 'CONFLICT') {
    return `An operator named "${args.username.toLowerCase()}" already exists; choose another --username.`;
  }
  if (error instanceof AppError && error.details) {
    return `Refused: ${Object.values(error.details)
      .map((key) => REFUSAL_TEXT[key] ?? key)
      .join('; ')}`;
  }
  return `Failed: ${(error as Error).message}`;
}

/** The create-operator command, testable: answers the exit code and writes only through `io`. */
export async function runCreateOperator(argv: string[], env: NodeJS.ProcessEnv, io: TCliIo): Promise<number> {
  let args: TCreateOperatorArgs;
  let config: TConfig;
  try {
    args = parseCreateOperatorArgs(argv);
    if (args.isHelp) {
      io.out(CREATE_OPERATOR_USAGE);
      return EXIT_OK;
    }
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof UsageError) io.err(`${error.message}\n\n${CREATE_OPERATOR_USAGE}`);
    else if (error instanceof ConfigError) io.err(error.message);
    else throw error;
    return error instanceof UsageError ? EXIT_USAGE : EXIT_FAILED;
  }
  const generatedPassword = args.isPasswordFromStdin
    ? undefined
    : randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
  const password = generatedPassword ?? (await io.readStdin()).split(/\r?\n/)[0] ?? '';
  const input = ZOperatorCreate.safeParse({
    username: args.username,
    role: args.role,
    password,
    merchants: args.merchants,
  });
  if (!input.success) {
    io.err(input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
    return EXIT_USAGE;
  }

  const database = await openConfiguredDatabase(config, io);
  if (!database) return EXIT_FAILED;
  try {
    printCreated(io, await createEnrolledOperator(database.db, CLI_ACTOR, input.data), generatedPassword);
    return EXIT_OK;
  } catch (error) {
    io.err(explainFailure(error, args));
    return EXIT_FAILED;
  } finally {
    await database.close();
  }
}
