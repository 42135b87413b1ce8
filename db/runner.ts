// What every repository needs to run SQL, once: the transaction type Drizzle hands a callback, a
// runner that is either the database or such a transaction, raw-SQL rows, and timestamps read back
// as dates (the two drivers answer a timestamp as a Date or as a string).
import type { SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client.ts';

/** The transaction a `db.transaction(async (tx) => …)` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database or a transaction: repository functions run in either. */
export type Runner = Db | Tx;

/** Rows of a raw SQL query, in the database or in a transaction. */
export const rows = <T>(q: Runner, query: SQL): Promise<T[]> => queryRows<T>(q as Db, query);

/** A timestamp column read by raw SQL, as a Date (null stays null). */
export const asDate = (v: unknown): Date | null => (v == null ? null : v instanceof Date ? v : new Date(String(v)));
