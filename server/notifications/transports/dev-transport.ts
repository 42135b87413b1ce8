// NOTIFY_TRANSPORT=dev: nothing leaves the machine. The outbox row is the delivery; it is read back
// through GET /api/dev/outbox. Delivering twice changes nothing, so it is idempotent.
import type { Transport } from '../transport.ts';

export function createDevTransport(): Transport {
  return { name: 'dev', idempotent: true, keepsCodes: true, deliver: async () => {} };
}
