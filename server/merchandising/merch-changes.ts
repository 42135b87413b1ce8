// Follows 'merch_changed' (db/migrations/0031 and later: a trigger per merchandising table notifies
// the table's name at commit). Each in-memory copy of merchandising registers the tables it is read
// from and is read again when one of them changes, on every instance. The desk's own saves also call
// the same refresh before answering, so the instance that saved shows the change at once.
import type { Logger } from 'pino';
import type { Listen } from '../../db/client.ts';

export const MERCH_CHANNEL = 'merch_changed';

export type MerchRefreshers = Readonly<Record<string, () => Promise<void>>>;

export async function followMerchChanges(listen: Listen, refreshers: MerchRefreshers, logger: Logger) {
  return listen(MERCH_CHANNEL, (table) => {
    const refresh = Object.hasOwn(refreshers, table) ? refreshers[table] : undefined;
    refresh?.().catch((err: unknown) => logger.error({ err, table }, 'merchandising reload failed'));
  });
}
