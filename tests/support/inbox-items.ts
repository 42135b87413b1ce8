// Items for the inbox's tests, written as the shop's forms write them (their own tables), without the
// forms' captcha and rate windows: what the inbox reads is the rows, and the forms have their own tests.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { indiaToday, slotStart } from '../../domain/bookings/slots.ts';
import { referenceFromBytes } from '../../domain/forms/form-rate.ts';
import { createResumeStore } from '../../server/careers/resume-store.ts';
import type { TestServer } from './test-server.ts';

let serial = 0;
export interface Person {
  name: string;
  email: string;
  phone: string;
}

export function person(name = 'Asha Menon'): Person {
  serial++;
  const tag = `${process.pid.toString(36)}${Date.now().toString(36)}${serial}`;
  return {
    name: `${name} ${tag}`,
    email: `inbox.${tag}@example.com`,
    phone: `+919${String(Date.now() % 1_000_000_000)
      .padStart(9, '0')
      .slice(0, 6)}${String(serial % 1000).padStart(3, '0')}`,
  };
}

const idOf = async (server: TestServer, query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ id: number }>(server.services.database.db, query))[0]!.id);

/** A day `ahead` days after today in India, 'YYYY-MM-DD'. */
export function dayAhead(ahead: number): string {
  return new Date(Date.parse(`${indiaToday(new Date())}T00:00:00Z`) + ahead * 86_400_000).toISOString().slice(0, 10);
}

export function enquiry(
  server: TestServer,
  p: Person,
  kind: 'customer_service' | 'dfe' = 'customer_service',
  type: string | null = 'order',
  message = 'Where is my necklace?',
) {
  const reference = `CS${randomBytes(4).toString('hex').toUpperCase()}`;
  return idOf(
    server,
    sql`INSERT INTO enquiries (reference, kind, name, email, phone, enquiry_type, message, monthly_instalment, preferred_store)
        VALUES (${reference}, ${kind}, ${p.name}, ${p.email}, ${p.phone}, ${kind === 'dfe' ? null : type}, ${message},
                ${kind === 'dfe' ? 5000 : null}, ${kind === 'dfe' ? 'kochi' : null}) RETURNING id`,
  );
}

export function chatRequest(server: TestServer, p: Person, message = 'Do you have this ring in 18K?') {
  return idOf(
    server,
    sql`INSERT INTO chat_requests (name, mobile, email, message) VALUES (${p.name}, ${p.phone}, ${p.email}, ${message}) RETURNING id`,
  );
}

/** A career application with its résumé stored as the careers service stores it. */
export async function careerApplication(
  server: TestServer,
  p: Person,
  bytes: Uint8Array,
  kind: 'pdf' | 'docx' = 'pdf',
) {
  const path = await createResumeStore(server.dataDir).save(bytes, kind);
  const reference = referenceFromBytes('CA', randomBytes(5));
  const id = await idOf(
    server,
    sql`INSERT INTO career_applications (reference, department_id, position_id, name, email, phone, experience_years, cover_note,
          resume_path, resume_kind, resume_bytes, resume_label)
        SELECT ${reference}, department_id, id, ${p.name}, ${p.email}, ${p.phone}, 4, 'I have set stones for 4 years.',
               ${path}, ${kind}, ${bytes.length}, ${`cv.${kind}`}
          FROM career_positions ORDER BY id LIMIT 1 RETURNING id`,
  );
  return { id, reference, path };
}

export async function oldGoldBooking(server: TestServer, p: Person, day = dayAhead(3), slot = '11:00') {
  const reference = referenceFromBytes('OG', randomBytes(5));
  const id = await idOf(
    server,
    sql`INSERT INTO old_gold_bookings (reference, store_id, starts_at, day, slot, items, weight_grams, karat, hallmarked, name, email, phone, cancel_token_hash)
        VALUES (${reference}, 'kochi', ${slotStart(day, slot)!.toISOString()}, ${day}, ${slot}, 'Two bangles', '24.50', '22K', 'yes',
                ${p.name}, ${p.email}, ${p.phone}, ${randomBytes(32).toString('hex')}) RETURNING id`,
  );
  return { id, reference };
}

export async function tryAtHomeBooking(server: TestServer, p: Person, day = dayAhead(3), slot = '12:00') {
  const reference = referenceFromBytes('TH', randomBytes(5));
  const id = await idOf(
    server,
    sql`INSERT INTO try_at_home_bookings (reference, starts_at, day, slot, name, email, phone, address, pincode, district, pieces)
        VALUES (${reference}, ${slotStart(day, slot)!.toISOString()}, ${day}, ${slot}, ${p.name}, ${p.email}, ${p.phone},
                '12 Temple Road, Kaloor', '682017', 'Ernakulam', ${JSON.stringify([{ sku: 'SV-RG-1001', name: 'Lotus ring' }])}::jsonb) RETURNING id`,
  );
  return { id, reference };
}

export function subscriber(server: TestServer, email: string, status: 'subscribed' | 'unsubscribed' = 'subscribed') {
  return idOf(
    server,
    sql`INSERT INTO newsletter_subscribers (email, status, source, unsubscribe_token_hash, unsubscribed_at)
        VALUES (${email}, ${status}, 'footer', ${randomBytes(32).toString('hex')}, ${status === 'unsubscribed' ? sql`now()` : null}) RETURNING id`,
  );
}
