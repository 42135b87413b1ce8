// What every repository needs to run SQL, once: the transaction type Drizzle hands a callback, a
// runner that is either the database or such a transaction, raw-SQL rows, timestamps read back as
// dates (the two drivers answer a timestamp as a Date or as a string), and a table's columns picked
// by name, so a repository's row type is the table's own (`Pick<typeof t.$inferSelect, …>`).
import { getTableColumns, type SQL, type Table } from 'drizzle-orm';
import { queryRows, type Db } from './client.ts';

/** The transaction a `db.transaction(async (tx) => …)` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database or a transaction: repository functions run in either. */
export type Runner = Db | Tx;

/** Rows of a raw SQL query, in the database or in a transaction. */
export const rows = <T>(q: Runner, query: SQL): Promise<T[]> => queryRows<T>(q as Db, query);

/** A timestamp column read by raw SQL, as a Date (null stays null). */
export const asDate = (v: unknown): Date | null => (v == null ? null : v instanceof Date ? v : new Date(String(v)));

/** A LIKE pattern that finds `text` anywhere, its own % _ and \\ taken literally. */
export const likeContaining = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Some of a table's columns, for `select(…)`: the row it reads is exactly
 * `Pick<typeof table.$inferSelect, K>`, so a repository names its columns once and never copies a row type.
 */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  names: readonly K[],
): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((n) => [n, all[n]])) as Pick<T['_']['columns'], K>;
}
