// The email's verification link (docs/decisions/2026-11-27-email-proofs.md): mailed with the welcome mail,
// single use, expiring, stored as a hash; following it verifies the email and, in the same transaction,
// brings the member the guest orders placed with that email: never an unpaid one, never one placed by
// nobody, never another member's, and nothing at all before the proof. A new link on request, 3 an hour.
// And the mobile's proof at registration: register2 carrying a code of request/otpRegister.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { claimGuestOrdersByEmail } from '../../server/orders/orders.repo.ts';
import { b64, ipHeader, newPerson, registerPerson } from '../support/accounts.ts';
import { latestCode, uniquePhone } from '../support/checkout.ts';
import { createOrder } from '../support/order-factory.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 5, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server?.stop());

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);
const outboxFor = async (to: string) =>
  (await server.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.messages as {
    subject: string;
    text: string;
    code: string | null;
  }[];
/** The token of the newest link mailed to the address. */
const newestLink = async (email: string) => (await outboxFor(email)).find((m) => m.code)!.code!;
const verify = (token: string) => server.post('email/verify', { token });
const resend = (auth: Record<string, string>) => server.post('email/verify/resend', {}, auth);
const listIds = async (auth: Record<string, string>) =>
  ((await server.post('order/list', {}, auth)).body.result.orders as { order_id: string }[]).map((o) => o.order_id);
const verifiedFlag = async (auth: Record<string, string>) =>
  (await server.post('profile/get', {}, auth)).body.result.email_verified as boolean;
const phoneProved = async (phone: string) =>
  (
    await rows<{ proved: boolean }>(
      sql`SELECT phone_verified_at IS NOT NULL AS proved FROM users WHERE phone = ${phone}`,
    )
  )[0]?.proved;

describe('email/verify', () => {
  it('proves the email once and brings the guest orders placed with it, only those', async () => {
    const db = server.services.database.db;
    const email = `guest.${Date.now()}@example.in`;
    const other = await registerPerson(server);
    // Guest orders with this email before the account exists: a card order and a cash-on-delivery one with another mobile.
    const card = await createOrder(db, { email, phone: uniquePhone(), paymentMode: 'online_payment_razorpay' });
    const cod = await createOrder(db, {
      email: email.toUpperCase(),
      phone: uniquePhone(),
      paymentMode: 'payment_on_delivery',
      path: ['placed', 'confirmed'],
    });
    // Never: an unpaid order, one cancelled before it was ever placed, another member's order with this email.
    const unpaid = await createOrder(db, { email, path: [] });
    const neverPlaced = await createOrder(db, { email, path: ['cancelled'] });
    const someoneElses = await createOrder(db, { email, userId: other.session.user_id });

    const member = await registerPerson(server, { email });
    expect(await verifiedFlag(member.auth)).toBe(false);
    // Nothing follows an unproved email, whoever asks.
    expect(await claimGuestOrdersByEmail(db, member.session.user_id)).toBe(0);
    expect(await listIds(member.auth)).toEqual([]);

    const token = await newestLink(email);
    const stored = await rows<{ token_hash: string; hours: number; used_at: Date | null }>(
      sql`SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours, used_at
            FROM email_verifications WHERE user_id = ${member.session.user_id}`,
    );
    expect(stored).toEqual([{ token_hash: sha256(token), hours: 24, used_at: null }]);

    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      reason: 'EMAIL_VERIFIED',
      message: 'Your email is verified',
      result: { email, changed: false },
      found_orders: 2,
    });
    expect(await verifiedFlag(member.auth)).toBe(true);
    const listed = await listIds(member.auth);
    expect(listed.sort()).toEqual([card.orderId, cod.orderId].sort());
    for (const id of [unpaid.orderId, neverPlaced.orderId, someoneElses.orderId]) expect(listed).not.toContain(id);
    expect(await listIds(other.auth)).toEqual([someoneElses.orderId]);

    // Single use: the same link again is refused and attaches nothing more.
    const again = await verify(token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      reason: 'EMAIL_LINK_USED',
      message: 'This verification link was already used. If your email is not verified yet, send a new link.',
    });
  });

  it('a link followed twice at once proves the email once', async () => {
    const member = await registerPerson(server);
    const token = await newestLink(member.person.email);
    const answers = await Promise.all([verify(token), verify(token), verify(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  it('refuses an expired link and an unknown one', async () => {
    const expired = await registerPerson(server);
    const token = await newestLink(expired.person.email);
    await server.services.database.db.execute(
      sql`UPDATE email_verifications SET expires_at = created_at WHERE token_hash = ${sha256(token)}`,
    );
    const late = await verify(token);
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({
      reason: 'EMAIL_LINK_EXPIRED',
      message: 'This verification link has expired. Send a new link to verify your email.',
    });
    expect(await verifiedFlag(expired.auth)).toBe(false);

    for (const unknown of ['x', 'A'.repeat(43)]) {
      const res = await verify(unknown);
      expect(res.status).toBe(404);
      expect(res.body.reason).toBe('EMAIL_LINK_UNKNOWN');
    }
    expect((await server.post('email/verify', {})).status).toBe(400);
  });
});

describe('email/verify/resend', () => {
  it('mails a new link that replaces the old one, at most 3 an hour, for members only', async () => {
    const member = await registerPerson(server);
    const first = await newestLink(member.person.email);
    expect((await server.post('email/verify/resend', {})).status).toBe(401);

    const sent = await resend(member.auth);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(`We sent a new link to ${member.person.email}. It works once, for 24 hours.`);
    const [mail] = await outboxFor(member.person.email);
    expect(mail!.subject).toBe('Verify your Suvarna email');
    expect(mail!.text).toContain(`/verify-email?token=${mail!.code}`);
    // The newer link replaces the welcome mail's.
    expect((await verify(first)).body.reason).toBe('EMAIL_LINK_EXPIRED');

    expect((await resend(member.auth)).status).toBe(200);
    expect((await resend(member.auth)).status).toBe(200);
    const throttled = await resend(member.auth);
    expect(throttled.status).toBe(429);
    expect(throttled.body.reason).toBe('TOO_MANY_ATTEMPTS');
    expect(throttled.body.message).toMatch(
      /^We sent several links in the last hour\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outboxFor(member.person.email)).toHaveLength(4);

    // The newest link still works, and a verified email needs no more links.
    expect((await verify(await newestLink(member.person.email))).status).toBe(200);
    const done = await resend(member.auth);
    expect(done.status).toBe(409);
    expect(done.body).toMatchObject({ reason: 'EMAIL_ALREADY_VERIFIED', message: 'Your email is already verified.' });
  });
});

describe('register2 with a code to the mobile', () => {
  const codeFor = async (mobile: string, ip: Record<string, string>) => {
    const sent = await server.post('request/otpRegister', { mobile }, ip);
    expect(sent.status).toBe(200);
    return { otp_token: sent.body.token as string, otp: await latestCode(server, mobile) };
  };

  it('proves the mobile at once: the guest orders placed with it join the new account', async () => {
    const db = server.services.database.db;
    const phone = uniquePhone();
    const ip = ipHeader();
    // Two cash-on-delivery orders placed by a code to this mobile; a card order with a stranger's email stays a guest's.
    const placed = [
      await createOrder(db, { email: 'g1@example.in', phone, paymentMode: 'payment_on_delivery' }),
      await createOrder(db, { email: 'g2@example.in', phone, paymentMode: 'payment_on_delivery' }),
    ];
    const stranger = await createOrder(db, { email: 'x@example.in', phone, paymentMode: 'online_payment_razorpay' });
    const unpaid = await createOrder(db, {
      email: 'g1@example.in',
      phone,
      paymentMode: 'payment_on_delivery',
      path: [],
    });

    const person = newPerson({ phone });
    // A wrong code writes nothing, and counts a try.
    const proof = await codeFor(phone, ip);
    const wrong = await server.post(
      'register2',
      { ...person, ...proof, otp: proof.otp === '000000' ? '111111' : '000000' },
      ip,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.reason).toBe('OTP_MISSMATCH');
    expect(await rows(sql`SELECT 1 FROM users WHERE phone = ${phone}`)).toEqual([]);

    const res = await server.post('register2', { ...person, ...proof }, ip);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Account Created Successfully', found_orders: 2 });
    const auth = { authorization: `Bearer ${res.body.result.token}` };
    // The mobile is recorded as proved, and the profile says so.
    expect(await phoneProved(phone)).toBe(true);
    expect((await server.post('profile/get', {}, auth)).body.result.phone_verified).toBe(true);
    const listed = await listIds(auth);
    expect(listed.sort()).toEqual(placed.map((o) => o.orderId).sort());
    expect(listed).not.toContain(stranger.orderId);
    expect(listed).not.toContain(unpaid.orderId);
    // The code worked once: it cannot log in nor register again.
    expect(
      (await server.post('verify/otp', { token: proof.otp_token, mobile: phone, otp: proof.otp }, ip)).body.reason,
    ).toBe('NO_OTP_TOKEN');
  });

  it('refuses a code sent to another mobile or used already; without a code registration is as before', async () => {
    const ip = ipHeader();
    const other = uniquePhone();
    const proof = await codeFor(other, ip);
    const person = newPerson({ phone: uniquePhone() });
    const elsewhere = await server.post('register2', { ...person, ...proof }, ip);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.reason).toBe('INVALID_REQUEST');
    const half = await server.post('register2', { ...person, otp_token: proof.otp_token }, ip);
    expect(half.status).toBe(400);
    expect(half.body.fields).toHaveProperty('otp');

    const first = await server.post('register2', { ...newPerson({ phone: other }), ...proof }, ip);
    expect(first.status).toBe(200);
    expect(first.body).not.toHaveProperty('found_orders');
    const reused = await server.post('register2', { ...newPerson({ phone: other }), ...proof }, ip);
    expect(reused.status).toBe(422);
    expect(reused.body.reason).toBe('TOKEN_CANCELED');

    const plain = await server.post('register2', person, ip);
    expect(plain.status).toBe(200);
    expect(plain.body).not.toHaveProperty('found_orders');
    // Without a code, or after a code that failed, the mobile is not proved.
    expect(await phoneProved(person.phone)).toBe(false);
    const plainAuth = { authorization: `Bearer ${plain.body.result.token}` };
    expect((await server.post('profile/get', {}, plainAuth)).body.result.phone_verified).toBe(false);
  });

  it('a login code proves the mobile of the account; a wrong one does not', async () => {
    const ip = ipHeader();
    const { person } = await registerPerson(server);
    expect(await phoneProved(person.phone)).toBe(false);
    const sent = await server.post('request/otpLogin', { mobile: person.phone }, ip);
    expect(sent.status).toBe(200);
    const code = await latestCode(server, person.phone);
    const attempt = (otp: string) =>
      server.post('verify/otp', { token: sent.body.token, mobile: person.phone, otp }, ip);
    expect((await attempt(code === '000000' ? '111111' : '000000')).status).toBe(422);
    expect(await phoneProved(person.phone)).toBe(false);
    const logged = await attempt(code);
    expect(logged.status).toBe(200);
    expect(await phoneProved(person.phone)).toBe(true);
    const auth = { authorization: `Bearer ${logged.body.result.token}` };
    expect((await server.post('profile/get', {}, auth)).body.result.phone_verified).toBe(true);
  });
});

describe('profile/email/change', () => {
  const change = (auth: Record<string, string>, body: Record<string, unknown>) =>
    server.post('profile/email/change', body, { ...auth, ...ipHeader() });
  const emailOf = async (id: number) =>
    (await rows<{ email: string }>(sql`SELECT email FROM users WHERE id = ${id}`))[0]!.email;

  it('moves the account only when the link to the new address is opened, and tells the old address', async () => {
    const { person, session, auth } = await registerPerson(server);
    const fresh = `asha.moved.${Date.now()}@example.in`;
    const asked = await change(auth, { email: fresh.toUpperCase(), password: person.password });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.result).toEqual({ email: fresh, current: person.email });
    expect(asked.body.message).toContain(`Your email stays ${person.email} until you open it`);
    // Nothing changes yet; the old address is told, without a link.
    expect(await emailOf(session.user_id)).toBe(person.email);
    const notice = (await outboxFor(person.email)).find((m) => /a new email was asked for/.test(m.subject))!;
    expect(notice.text).toContain(fresh);
    expect(notice.code).toBeNull();
    // The welcome mail's link to the old address no longer works: the change's link replaced it.
    const welcome = (await outboxFor(person.email)).find((m) => m.code)!.code!;
    expect((await verify(welcome)).status).toBe(410);

    const opened = await verify(await newestLink(fresh));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({
      message: 'Your email is changed and verified',
      result: { email: fresh, changed: true },
    });
    expect(await emailOf(session.user_id)).toBe(fresh);
    expect(await verifiedFlag(auth)).toBe(true);
    // Signing in takes the new address, not the old one.
    const login = (email: string) => server.post('login', { email, password: person.password }, ipHeader());
    expect((await login(fresh)).status).toBe(200);
    expect((await login(person.email)).status).toBe(401);
    expect((await verify(await newestLink(fresh))).status).toBe(409);
  });

  it('refuses a wrong password, the same address, one another account has, and bad input', async () => {
    const { person, auth } = await registerPerson(server);
    const other = await registerPerson(server);
    const wrong = await change(auth, { email: `x.${Date.now()}@example.in`, password: b64('not my password 1') });
    expect(wrong.status).toBe(422);
    expect(wrong.body.reason).toBe('WRONG_PASSWORD');
    const same = await change(auth, { email: person.email.toUpperCase(), password: person.password });
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({
      reason: 'EMAIL_UNCHANGED',
      message: 'This is already the email of your account.',
    });
    const taken = await change(auth, { email: other.person.email, password: person.password });
    expect(taken.status).toBe(409);
    expect(taken.body.reason).toBe('EMAIL_TAKEN');
    const bad = await change(auth, { email: 'not-an-email', password: person.password, role: 'ADMIN' });
    expect(bad.status).toBe(400);
    expect((await server.post('profile/email/change', { email: 'a@b.in', password: person.password })).status).toBe(
      401,
    );
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const { person, session, auth } = await registerPerson(server);
    const fresh = `asha.race.${Date.now()}@example.in`;
    expect((await change(auth, { email: fresh, password: person.password })).status).toBe(200);
    const link = await newestLink(fresh);
    await registerPerson(server, { email: fresh });
    const opened = await verify(link);
    expect(opened.status).toBe(409);
    expect(opened.body.reason).toBe('EMAIL_TAKEN');
    expect(await emailOf(session.user_id)).toBe(person.email);
  });
});
