// The engagement forms' calls (docs/spec.md#first-7 subscription, customerservice, dfe, enquiry/types,
// whatsapp/initial_request; docs/spec.md#second-5 "Chat form") against a real server and database: success
// with the rows and outbox messages it writes, each bad input refused by field with nothing stored,
// already subscribed, the unsubscribe link (twice), the captcha refused and replayed, the rate limit.
// Each test speaks from its own IP (TRUST_PROXY and X-Forwarded-For), so the limits do not meet.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { CHAT_TOAST, SUBSCRIPTION_TOASTS } from '../../domain/engagement/messages.ts';
import { emailProblem, FIELD_TEXTS, messagingAddress } from '../../domain/forms/field-rules.ts';
import { CAPTCHA_TEXT, FORM_RATE_LIMITS } from '../../domain/forms/form-rate.ts';
import { solvedCaptcha } from '../support/checkout.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seedProducts: 10,
    env: { ALTCHA_MAX_NUMBER: '1000', TRUST_PROXY: 'true' },
  });
});
afterAll(() => server?.stop());

let ipCounter = 0;
/** A fresh client IP for one test. */
const newIp = () => `10.13.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);
const outboxTo = (to: string) =>
  rows<{ channel: string; subject: string | null; text: string; html: string | null }>(
    sql`SELECT channel, subject, text, html FROM outbox_messages WHERE "to" = ${to} ORDER BY id`,
  );
const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.in`.toLowerCase();

async function send(path: string, body: Record<string, unknown>, ip: string, captcha: string | null = null) {
  return server.post(path, { ...body, captcha: captcha ?? (await solvedCaptcha(server)) }, { 'x-forwarded-for': ip });
}

const counts = async () =>
  (
    await rows<{ subscribers: number; enquiries: number; chats: number; outbox: number }>(
      sql`SELECT (SELECT count(*)::int FROM newsletter_subscribers) AS subscribers, (SELECT count(*)::int FROM enquiries) AS enquiries,
               (SELECT count(*)::int FROM chat_requests) AS chats, (SELECT count(*)::int FROM outbox_messages) AS outbox`,
    )
  )[0]!;

describe('subscription', () => {
  it('subscribes, mails a confirmation with an unsubscribe link, and says already subscribed whatever the case', async () => {
    const ip = newIp();
    const email = unique('reader');
    const first = await send('subscription', { email: `  ${email.replace('reader', 'Reader')}` }, ip);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      result: { user_exists: false },
      message: SUBSCRIPTION_TOASTS.subscribed,
    });
    const [row] = await rows<{ status: string; source: string; unsubscribe_token_hash: string }>(
      sql`SELECT status, source, unsubscribe_token_hash FROM newsletter_subscribers WHERE email = ${email}`,
    );
    expect(row).toMatchObject({ status: 'subscribed', source: 'footer' });
    const mails = await outboxTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.channel).toBe('email');
    const link = /\/newsletter\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(mails[0]!.text);
    expect(link).not.toBeNull();
    // The link carries a random token, not the address, and the database keeps only its hash.
    expect(mails[0]!.text).not.toContain(`unsubscribe/${encodeURIComponent(email)}`);
    expect(row!.unsubscribe_token_hash).not.toBe(link![1]);

    const again = await send('subscription', { email: email.toUpperCase() }, ip);
    expect(again.status).toBe(200);
    expect(again.body.result.user_exists).toBe(true);
    expect(again.body.message).toBe(SUBSCRIPTION_TOASTS.already);
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it('unsubscribes by the link, twice alike, and a later sign-up subscribes again with a new link', async () => {
    const ip = newIp();
    const email = unique('leaver');
    await send('subscription', { email }, ip);
    const token = /\/newsletter\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec((await outboxTo(email))[0]!.text)![1]!;
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.baseUrl}/newsletter/unsubscribe/${token}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('location')!, server.baseUrl).search).toBe('?t=1&c=2');
    }
    const [row] = await rows<{ status: string; unsubscribed_at: Date }>(
      sql`SELECT status, unsubscribed_at FROM newsletter_subscribers WHERE email = ${email}`,
    );
    expect(row!.status).toBe('unsubscribed');

    const back = await send('subscription', { email }, ip);
    expect(back.body.result.user_exists).toBe(false);
    const mails = await outboxTo(email);
    expect(mails).toHaveLength(2);
    const newToken = /\/newsletter\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(mails[1]!.text)![1];
    expect(newToken).not.toBe(token);
  });

  it('answers a link that is not ours with a page, not a redirect, and changes nothing', async () => {
    for (const token of ['x'.repeat(43), 'short', encodeURIComponent('someone@example.in')]) {
      const res = await fetch(`${server.baseUrl}/newsletter/unsubscribe/${token}`, { redirect: 'manual' });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('This link is not valid');
    }
  });

  it.each([
    ['no email', {}, 'email'],
    ['an invalid email', { email: 'reader@example' }, 'email'],
    ['an email over 254 characters', { email: `${'a'.repeat(250)}@example.in` }, 'email'],
    ['a script tag', { email: '<script>alert(1)</script>@x.in' }, 'email'],
  ])('refuses %s by field and stores nothing', async (_label, body, field) => {
    const before = await counts();
    const res = await send('subscription', body, newIp());
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('INVALID_INPUT');
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect(await counts()).toEqual(before);
  });
});

describe('the form gate', () => {
  it('refuses a missing, forged or replayed captcha and stores nothing', async () => {
    const ip = newIp();
    const before = await counts();
    const missing = await server.post('subscription', { email: unique('bot') }, { 'x-forwarded-for': ip });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('captcha');
    const forged = await send(
      'subscription',
      { email: unique('bot') },
      ip,
      Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    );
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ reason: 'CAPTCHA_FAILED', message: CAPTCHA_TEXT });
    expect(await counts()).toEqual(before);

    const captcha = await solvedCaptcha(server);
    expect((await send('subscription', { email: unique('once') }, ip, captcha)).status).toBe(200);
    const replay = await send(
      'customerservice',
      {
        name: 'Replay Bot',
        email: unique('replay'),
        phone: '+91 98765 43210',
        enquiry_type: 'other',
        message: 'Again',
      },
      ip,
      captcha,
    );
    expect(replay.status).toBe(400);
    expect(replay.body.reason).toBe('CAPTCHA_FAILED');
  });

  it('answers 429 with Retry-After past the hourly submissions of one IP, and another IP still passes', async () => {
    const ip = newIp();
    // Refused captchas are refused before the window: they use up none of it.
    for (let i = 0; i < 3; i++) {
      const res = await send(
        'whatsapp/initial_request',
        { name: 'Flood', mobile: '+91 98765 43210', email: unique('flood') },
        ip,
        'bad',
      );
      expect(res.status).toBe(400);
      expect(res.body.reason).toBe('CAPTCHA_FAILED');
    }
    for (let i = 0; i < FORM_RATE_LIMITS.chat; i++) {
      expect(
        (
          await send(
            'whatsapp/initial_request',
            { name: 'Flood', mobile: '+91 98765 43210', email: unique('flood') },
            ip,
          )
        ).status,
      ).toBe(200);
    }
    const before = await counts();
    const limited = await send(
      'whatsapp/initial_request',
      { name: 'Flood', mobile: '+91 98765 43210', email: unique('flood') },
      ip,
    );
    expect(limited.status).toBe(429);
    expect(limited.body.reason).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
    // The limit is per form: the same IP may still subscribe.
    expect((await send('subscription', { email: unique('other-form') }, ip)).status).toBe(200);
    expect(
      (
        await send(
          'whatsapp/initial_request',
          { name: 'Calm', mobile: '+91 98765 43210', email: unique('calm') },
          newIp(),
        )
      ).status,
    ).toBe(200);
  });
});

describe('whatsapp/initial_request', () => {
  it('stores the request and puts a WhatsApp to the staff and one to the shopper in the outbox', async () => {
    const email = unique('chat');
    const res = await send(
      'whatsapp/initial_request',
      { name: 'Anjali Menon', mobile: '+91 98470 12345', email, message: 'Is the <b>solitaire</b> ring in size 12?' },
      newIp(),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: CHAT_TOAST });
    const [row] = await rows<{ name: string; mobile: string; message: string }>(
      sql`SELECT name, mobile, message FROM chat_requests WHERE id = ${res.body.result.request_id}`,
    );
    expect(row).toEqual({
      name: 'Anjali Menon',
      mobile: '+91 98470 12345',
      message: 'Is the <b>solitaire</b> ring in size 12?',
    });
    const staff = await outboxTo(messagingAddress(server.services.env.STORE_WHATSAPP));
    expect(staff.at(-1)).toMatchObject({ channel: 'whatsapp' });
    expect(staff.at(-1)!.text).toContain('Anjali Menon');
    expect(staff.at(-1)!.text).toContain(email);
    const shopper = await outboxTo('9847012345');
    expect(shopper.at(-1)).toMatchObject({ channel: 'whatsapp' });
    expect(shopper.at(-1)!.text).toContain('Hello Anjali Menon');
  });

  it('acknowledges a shopper with a number abroad by mail (the outbox sends WhatsApp to Indian numbers)', async () => {
    const email = unique('abroad');
    const res = await send(
      'whatsapp/initial_request',
      { name: 'Priya Shah', mobile: '+44 2079460958', email },
      newIp(),
    );
    expect(res.status).toBe(200);
    const [ack] = await outboxTo(email);
    expect(ack).toMatchObject({ channel: 'email' });
    expect(ack!.text).toContain('Hello Priya Shah');
    expect(await outboxTo('+442079460958')).toHaveLength(0);
  });

  it.each([
    ['a name with digits', { name: 'Agent 007' }, 'name', FIELD_TEXTS.nameLetters],
    ['a script tag as the name', { name: '<script>alert(1)</script>' }, 'name', FIELD_TEXTS.nameLetters],
    ['a short mobile', { mobile: '9876543210' }, 'mobile', FIELD_TEXTS.phoneLength],
    ['a mobile failing the Indian rule', { mobile: '+9198765432101' }, 'mobile', 'Invalid Indian phone number'],
    ['an invalid email', { email: 'anjali@@example.in' }, 'email', emailProblem('anjali@@example.in')],
    ['a message over 500 characters', { message: 'x'.repeat(501) }, 'message', 'Please keep it to 500 characters.'],
    ['a control character in the message', { message: 'hi\u0007' }, 'message', FIELD_TEXTS.controlCharacters],
  ])('refuses %s by field and stores nothing', async (_label, change, field, text) => {
    const before = await counts();
    const res = await send(
      'whatsapp/initial_request',
      { name: 'Anjali Menon', mobile: '+91 98470 12345', email: unique('bad-chat'), ...change },
      newIp(),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: text });
    expect(res.body.message).toContain(field);
    expect(await counts()).toEqual(before);
  });
});

describe('customerservice, enquiry/types and occasion/type/list', () => {
  it('lists the enquiry types in `data` and the occasions in `result`', async () => {
    const types = await server.get('/api/enquiry/types');
    expect(types.status).toBe(200);
    expect(types.body.data.map((t: { name: string }) => t.name)).toEqual([
      'Order and delivery',
      'Returns and exchange',
      'Product and sizing',
      'Custom design',
      'Gift cards',
      'Savings plan',
      'Other',
    ]);
    const occasions = await server.post('occasion/type/list', {});
    expect(occasions.status).toBe(200);
    expect(occasions.body.result.length).toBeGreaterThan(0);
  });

  it('files an enquiry: the row, the staff mail and the receipt with its reference', async () => {
    const occasion = (await server.post('occasion/type/list', {})).body.result[0];
    const email = unique('asker');
    const res = await send(
      'customerservice',
      {
        name: 'Ravi Nair',
        email,
        phone: '+919847012345',
        enquiry_type: 'order-and-delivery',
        occasion: occasion.slug,
        order_id: 'sv7k2m9q4r8t1xw',
        message: '<script>alert(1)</script> Where is my order?',
      },
      newIp(),
    );
    expect(res.status).toBe(200);
    const reference = res.body.result.reference as string;
    expect(reference).toMatch(/^CS-[2-9A-Z]{8}$/);
    const [row] = await rows<Record<string, unknown>>(
      sql`SELECT kind, name, phone, enquiry_type, occasion, order_id, message FROM enquiries WHERE reference = ${reference}`,
    );
    expect(row).toEqual({
      kind: 'customer_service',
      name: 'Ravi Nair',
      phone: '+91 98470 12345',
      enquiry_type: 'order-and-delivery',
      occasion: occasion.slug,
      order_id: 'SV7K2M9Q4R8T1XW',
      message: '<script>alert(1)</script> Where is my order?',
    });
    const receipt = await outboxTo(email);
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.subject).toContain(reference);
    // What the shopper typed reaches the mail as text: escaped in the HTML part.
    expect(receipt[0]!.html).toContain('&lt;script&gt;');
    expect(receipt[0]!.html).not.toContain('<script>');
    const staff = await outboxTo(server.services.env.STORE_EMAIL);
    expect(staff.some((m) => m.subject?.includes(reference) && m.text.includes(occasion.name))).toBe(true);
  });

  it('files a custom design request under its own reference', async () => {
    const res = await send(
      'customerservice',
      {
        name: 'Meera',
        email: unique('designer'),
        phone: '+91 98470 12345',
        enquiry_type: 'custom-design',
        message: 'A rose gold band with three diamonds',
      },
      newIp(),
    );
    expect(res.status).toBe(200);
    expect(res.body.result.reference).toMatch(/^CD-/);
    expect(res.body.message).toContain('quote');
  });

  it("takes a name as people write it (D'Souza, Anne-Marie), which the chat's letters-only rule would refuse", async () => {
    const res = await send(
      'customerservice',
      {
        name: "Anne-Marie D'Souza",
        email: unique('dsouza'),
        phone: '+91 98470 12345',
        enquiry_type: 'other',
        message: 'Hello',
      },
      newIp(),
    );
    expect(res.status).toBe(200);
    const chat = await send(
      'whatsapp/initial_request',
      { name: "Anne-Marie D'Souza", mobile: '+91 98470 12345', email: unique('dsouza-chat') },
      newIp(),
    );
    expect(chat.status).toBe(400);
    expect(Object.keys(chat.body.fields)).toEqual(['name']);
  });

  it.each([
    ['an unknown enquiry type', { enquiry_type: 'complaint' }, 'enquiry_type'],
    ['an unknown occasion', { occasion: 'moon-landing' }, 'occasion'],
    ['an empty message', { message: '   ' }, 'message'],
    ['a message over 2,000 characters', { message: 'x'.repeat(2001) }, 'message'],
    ['a phone failing the Indian rule', { phone: '+91 9876 5432 1' }, 'phone'],
    ['an invalid email', { email: 'ravi.example.in' }, 'email'],
    ['an order id with markup', { order_id: '<b>SV1</b>' }, 'order_id'],
  ])('refuses %s by field and stores nothing', async (_label, change, field) => {
    const before = await counts();
    const res = await send(
      'customerservice',
      {
        name: 'Ravi Nair',
        email: unique('bad-cs'),
        phone: '+91 98470 12345',
        enquiry_type: 'other',
        message: 'Hello',
        ...change,
      },
      newIp(),
    );
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('INVALID_INPUT');
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect(await counts()).toEqual(before);
  });
});

describe('dfe', () => {
  it('files a savings plan enquiry with the amount and the store', async () => {
    const email = unique('saver');
    const res = await send(
      'dfe',
      {
        name: 'Lakshmi',
        email,
        phone: '+91 98470 12345',
        monthly_instalment: 2500,
        preferred_store: 'thrissur',
        message: null,
      },
      newIp(),
    );
    expect(res.status).toBe(200);
    const [row] = await rows<Record<string, unknown>>(
      sql`SELECT kind, monthly_instalment, preferred_store FROM enquiries WHERE reference = ${res.body.result.reference}`,
    );
    expect(row).toEqual({ kind: 'dfe', monthly_instalment: 2500, preferred_store: 'thrissur' });
    const receipt = await outboxTo(email);
    expect(receipt[0]!.text).toContain('₹2,500');
    expect(receipt[0]!.text).toContain('Suvarna Thrissur');
  });

  it.each([
    ['under ₹1,000', { monthly_instalment: 999 }, 'monthly_instalment'],
    ['not whole rupees', { monthly_instalment: 1500.5 }, 'monthly_instalment'],
    ['an amount as text', { monthly_instalment: '2000' }, 'monthly_instalment'],
    ['an unknown store', { preferred_store: 'mumbai' }, 'preferred_store'],
    ['a name with a script tag', { name: '<script>x</script>' }, 'name'],
  ])('refuses %s by field and stores nothing', async (_label, change, field) => {
    const before = await counts();
    const res = await send(
      'dfe',
      {
        name: 'Lakshmi',
        email: unique('bad-dfe'),
        phone: '+91 98470 12345',
        monthly_instalment: 2000,
        preferred_store: 'online',
        ...change,
      },
      newIp(),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect(await counts()).toEqual(before);
  });
});

describe('registration with the newsletter ticked', () => {
  it("subscribes the new member (source register) with its confirmation mail, and the link withdraws the account's consent; unticked does not", async () => {
    const password = Buffer.from('Kerala#Gold2026').toString('base64');
    const ticked = unique('member');
    const phone = () => `9${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-9)}`;
    const res = await server.post('register2', {
      first_name: 'Asha',
      last_name: 'Pillai',
      phone: phone(),
      email: ticked,
      subscription: true,
      password,
      c_password: password,
    });
    expect(res.status).toBe(200);
    const [row] = await rows<{ status: string; source: string }>(
      sql`SELECT status, source FROM newsletter_subscribers WHERE email = ${ticked}`,
    );
    expect(row).toEqual({ status: 'subscribed', source: 'register' });
    expect((await outboxTo(ticked)).some((m) => m.text.includes('/newsletter/unsubscribe/'))).toBe(true);
    // Then the footer form finds the member already subscribed.
    expect((await send('subscription', { email: ticked }, newIp())).body.result.user_exists).toBe(true);

    // Following the mail's link withdraws the consent on the account too, once or twice alike.
    const flag = async () =>
      (await rows<{ subscription: boolean }>(sql`SELECT subscription FROM users WHERE email = ${ticked}`))[0]!
        .subscription;
    expect(await flag()).toBe(true);
    const token = /\/newsletter\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(
      (await outboxTo(ticked)).find((m) => m.text.includes('/newsletter/unsubscribe/'))!.text,
    )![1]!;
    for (let i = 0; i < 2; i++)
      expect((await fetch(`${server.baseUrl}/newsletter/unsubscribe/${token}`, { redirect: 'manual' })).status).toBe(
        302,
      );
    expect(await flag()).toBe(false);
    expect(
      await rows(sql`SELECT 1 FROM newsletter_subscribers WHERE email = ${ticked} AND status = 'unsubscribed'`),
    ).toHaveLength(1);

    const unticked = unique('member');
    expect(
      (
        await server.post('register2', {
          first_name: 'Asha',
          last_name: 'Pillai',
          phone: phone(),
          email: unticked,
          subscription: false,
          password,
          c_password: password,
        })
      ).status,
    ).toBe(200);
    expect(await rows(sql`SELECT 1 FROM newsletter_subscribers WHERE email = ${unticked}`)).toHaveLength(0);
  });
});
