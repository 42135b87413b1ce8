// One database handle for the process: embedded PostgreSQL (PGlite) under DATA_DIR by default, or a
// PostgreSQL server when DATABASE_URL is set. Same schema, same migrations, same SQL.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Subscribes to a PostgreSQL NOTIFY channel; returns the unsubscribe function. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen: Listen;
  close(): Promise<void>;
  /**
   * The embedded database's data directory as a tarball (PGlite's `dumpDataDir`), after a checkpoint,
   * for `snapshot` to start from: the tests' templates. Not for a server's database.
   */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** A postgres:// URL; without it, PGlite. */
  url?: string | undefined;
  /** PGlite's data directory; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * A PGlite data directory as a tarball (PGlite's `dumpDataDir`) to start from, in memory, in place
   * of `dataDir`: the tests' template databases, which load faster than a copied directory opens.
   */
  snapshot?: Blob | undefined;
  /** PGlite's buffer pool (shared_buffers) in MiB; PostgreSQL's default (128) without it. */
  sharedBuffersMiB?: number | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openServer(options.url) : openEmbedded(options);
}

async function openEmbedded({ dataDir, snapshot, sharedBuffersMiB }: OpenOptions): Promise<Database> {
  const location = snapshot ? 'memory://' : dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir, 'pg');
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location, {
    relaxedDurability: false,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    // PGlite's own start parameters, then the pool's size: PostgreSQL takes the last -c of a name.
    ...(sharedBuffersMiB
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMiB}MB`] }
      : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
    async dump() {
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
  };
}

async function openServer(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A pool error (a dropped idle connection) must not crash the process; queries report their own.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder });
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: 'postgres',
    listen: async (channel, onPayload) => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel) onPayload(msg.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    close: async () => {
      await Promise.all(listeners.map((c) => c.end()));
      await pool.end();
    },
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. Cast numbers in SQL (`::int`): the drivers differ on bigint. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
