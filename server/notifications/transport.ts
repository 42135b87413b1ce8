// How the outbox worker hands a message to the world. One transport per process, chosen by
// NOTIFY_TRANSPORT.
import type { MailAttachment } from '../../domain/notifications/message.ts';
import type { ClaimedMessage } from './outbox.repo.ts';

/** A claimed message with the files it carries, drawn just before sending. */
export interface OutgoingMessage extends ClaimedMessage {
  attachments: MailAttachment[];
}

export interface Transport {
  readonly name: string;
  /**
   * True when delivering the same message twice has the effect of delivering it once (the dev
   * transport, whose delivery is the database row; a provider that deduplicates by our message id).
   * Only then does a worker retry a message whose claim outlived a crashed worker; otherwise such a
   * message is marked failed rather than risk a second copy (at most once).
   */
  readonly idempotent: boolean;
  /** Whether the outbox keeps the code column after sending (the dev outbox shows it). */
  readonly keepsCodes: boolean;
  /** Resolves once the provider accepted the message; throws on refusal or network failure. */
  deliver(message: OutgoingMessage): Promise<void>;
  close?(): Promise<void>;
}
