// Enquiries for the store's staff (docs/spec.md#first-7 customerservice, dfe, whatsapp/initial_request): each
// passes the form gate (server/forms/form-guard.ts: single-use captcha, then the rate limit per IP), is written with its outbox messages in
// one transaction (a copy for the staff, a receipt or acknowledgement for the shopper), and answers a
// reference the shopper can quote.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { CUSTOM_DESIGN_TYPE, enquiryTypeName } from '../../domain/engagement/enquiry-types.ts';
import type { ChatRequestBody, CustomerServiceBody, DfeBody } from '../../domain/engagement/form-schemas.ts';
import { ENQUIRY_TEXTS } from '../../domain/engagement/messages.ts';
import { formatPhone, messagingAddress } from '../../domain/forms/field-rules.ts';
import { formatINR } from '../../domain/money/inr.ts';
import {
  chatShopperWhatsapp,
  chatStaffWhatsapp,
  enquiryReceiptMail,
  enquiryStaffMail,
  type EnquiryFacts,
} from '../../domain/notifications/templates/engagement-mails.ts';
import { findStore, STORE_HOURS } from '../../domain/stores/stores.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import { fieldRefusal, type FormGuard, type FormOutcome } from '../forms/form-guard.ts';
import type { EnquiriesRepo, NewEnquiry, Tx } from './enquiries.repo.ts';

export interface EnquiriesDeps {
  repo: EnquiriesRepo;
  guard: FormGuard;
  /** The occasions of the catalogue (occasion/type/list), by slug and name. */
  occasions: () => Promise<readonly { slug: string; name: string }[]>;
  staff: { email: string; whatsapp: string };
  kickOutbox: () => void;
  logger: Logger;
}

const UNKNOWN_OCCASION = 'Please choose an occasion from the list.';

/** Crockford's base32 without look-alikes: a reference read out on the phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

function newReference(prefix: string): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const b of bytes) code += ALPHABET[b % ALPHABET.length];
  return `${prefix}-${code}`;
}

export function createEnquiriesService(deps: EnquiriesDeps) {
  const { repo, logger } = deps;

  /** Our write after the gate admitted the form: when it fails, the attempt it counted is given back. */
  async function written<T>(eventIds: readonly number[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await deps.guard.withdraw(eventIds).catch(() => undefined);
      throw error;
    }
  }

  /** Writes the enquiry, the staff's copy and the shopper's receipt in one transaction. */
  async function file(
    eventIds: readonly number[],
    row: Omit<NewEnquiry, 'reference'>,
    facts: Omit<EnquiryFacts, 'reference'>,
    reply: string,
    prefix: string,
  ): Promise<string> {
    const reference = newReference(prefix);
    await written(eventIds, () =>
      repo.inTransaction(async (tx: Tx) => {
        await repo.insertEnquiry(tx, { ...row, reference });
        const full = { ...facts, reference };
        await enqueueNotice(tx, { mail: { to: deps.staff.email, ...enquiryStaffMail(full) } });
        await enqueueNotice(tx, { mail: { to: row.email, ...enquiryReceiptMail(full, reply) } });
      }),
    );
    deps.kickOutbox();
    logger.info({ reference, kind: row.kind }, 'enquiry received');
    return reference;
  }

  return {
    async customerService(
      body: CustomerServiceBody,
      ip: string,
    ): Promise<FormOutcome<{ reference: string; message: string }>> {
      let occasionName: string | null = null;
      if (body.occasion) {
        const occasion = (await deps.occasions()).find((o) => o.slug === body.occasion);
        // Judged before the gate: a bad field costs no captcha and no attempt.
        if (!occasion) return fieldRefusal({ occasion: UNKNOWN_OCCASION });
        occasionName = occasion.name;
      }
      const admitted = await deps.guard.admit('customerservice', ip, body.captcha);
      if (!admitted.ok) return admitted;
      const customDesign = body.enquiry_type === CUSTOM_DESIGN_TYPE;
      const kind = customDesign ? 'Custom design request' : 'Customer service enquiry';
      const reply = customDesign ? ENQUIRY_TEXTS.customDesignReceived : ENQUIRY_TEXTS.received;
      const phone = formatPhone(body.phone);
      const details: [string, string][] = [['Enquiry type', enquiryTypeName(body.enquiry_type)]];
      if (occasionName) details.push(['Occasion', occasionName]);
      if (body.order_id) details.push(['Order id', body.order_id]);
      const reference = await file(
        admitted.eventIds,
        {
          kind: 'customer_service',
          name: body.name,
          email: body.email,
          phone,
          enquiryType: body.enquiry_type,
          occasion: body.occasion,
          orderId: body.order_id,
          message: body.message,
          ipAddress: ip,
        },
        { kind, name: body.name, email: body.email, phone, details, message: body.message },
        reply,
        customDesign ? 'CD' : 'CS',
      );
      return { ok: true, value: { reference, message: reply } };
    },

    async dfe(body: DfeBody, ip: string): Promise<FormOutcome<{ reference: string; message: string }>> {
      const admitted = await deps.guard.admit('dfe', ip, body.captcha);
      if (!admitted.ok) return admitted;
      const phone = formatPhone(body.phone);
      const store =
        body.preferred_store === 'online' ? 'Online' : (findStore(body.preferred_store)?.name ?? body.preferred_store);
      const reference = await file(
        admitted.eventIds,
        {
          kind: 'dfe',
          name: body.name,
          email: body.email,
          phone,
          monthlyInstalment: body.monthly_instalment,
          preferredStore: body.preferred_store,
          message: body.message,
          ipAddress: ip,
        },
        {
          kind: 'Savings plan enquiry',
          name: body.name,
          email: body.email,
          phone,
          details: [
            ['Monthly instalment', formatINR(body.monthly_instalment)],
            ['Preferred store', store],
          ],
          message: body.message,
        },
        ENQUIRY_TEXTS.dfeReceived,
        'DFE',
      );
      return { ok: true, value: { reference, message: ENQUIRY_TEXTS.dfeReceived } };
    },

    async chat(body: ChatRequestBody, ip: string): Promise<FormOutcome<{ request_id: number }>> {
      const admitted = await deps.guard.admit('chat', ip, body.captcha);
      if (!admitted.ok) return admitted;
      const mobile = formatPhone(body.mobile);
      const id = await written(admitted.eventIds, () =>
        repo.inTransaction(async (tx) => {
          const created = await repo.insertChatRequest(tx, {
            name: body.name,
            mobile,
            email: body.email,
            message: body.message,
            ipAddress: ip,
          });
          await enqueueNotice(tx, {
            whatsapp: {
              to: messagingAddress(deps.staff.whatsapp),
              text: chatStaffWhatsapp({ name: body.name, mobile, email: body.email, message: body.message }),
            },
          });
          // The outbox's WhatsApp goes to Indian numbers (ten digits; the transport adds 91): a shopper
          // abroad gets the acknowledgement by mail instead.
          const shopper = messagingAddress(body.mobile);
          const acknowledgement = chatShopperWhatsapp({ name: body.name, hours: STORE_HOURS });
          await enqueueNotice(
            tx,
            shopper.startsWith('+')
              ? { mail: { to: body.email, subject: 'Your WhatsApp chat with Suvarna', text: acknowledgement } }
              : { whatsapp: { to: shopper, text: acknowledgement } },
          );
          return created;
        }),
      );
      deps.kickOutbox();
      logger.info({ chatRequest: id }, 'chat requested');
      return { ok: true, value: { request_id: id } };
    },
  };
}
export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
