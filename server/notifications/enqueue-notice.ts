// The one way an area sends a notice: its mail, SMS or WhatsApp message (or several at once) written
// to the outbox in the caller's transaction, so the notice exists exactly when the change it tells of
// committed (docs/design.md#rule-3). The notice is checked whole before anything is written
// (domain/notifications/notice.ts); the caller kicks the worker after its commit.
import { messagesOf, type Notice } from '../../domain/notifications/notice.ts';
import { enqueueMessage, type Writer } from './outbox.repo.ts';

export type { Notice } from '../../domain/notifications/notice.ts';

/** Writes the notice's messages (mail, then SMS, then WhatsApp) in `tx`; answers their outbox ids in that order. */
export async function enqueueNotice(tx: Writer, notice: Notice): Promise<number[]> {
  const ids: number[] = [];
  for (const message of messagesOf(notice)) ids.push(await enqueueMessage(tx, message));
  return ids;
}
