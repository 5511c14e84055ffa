import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane). `Algorithm` is a const enum we cannot import: 2 is Argon2id. */
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let dummyHash: Promise<string> | undefined;

/** A hash of a random password with the same parameters, for unknown usernames. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return dummyHash;
}

/** Computes the dummy hash ahead of the first login with an unknown username, so that one is not slower. */
export function warmPasswordHashing(): void {
  void getDummyHash();
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Whether `password` matches `storedHash`. Without a stored hash (unknown username) the same work is done
 * against a dummy hash, so the answer time does not tell whether the username exists. The comparison inside
 * argon2 is constant-time.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const against = storedHash ?? (await getDummyHash());
  let isMatch: boolean;
  try {
    isMatch = await verify(against, password);
  } catch {
    isMatch = false;
  }
  return storedHash !== undefined && isMatch;
}
