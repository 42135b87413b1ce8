// The account calls (docs/spec.md#first-7 to #first-8, docs/api.md#identity) against a real server and database:
// registration, login, logout, profile, passwords, and the attacks the issue lists — a role claimed in
// a payload, a foreign user_id, password guessing — each refused with nothing changed.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { b64, ipHeader, newPerson, registerPerson, STRONG_PASSWORD } from '../support/accounts.ts';
import { solvedCaptcha } from '../support/checkout.ts';
import { capturedLog } from '../support/log-capture.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 5, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server?.stop());

const NO_ADDRESS = { country: null, ship_pincode: null, ship_state: null, ship_city: null, ship_address: null };
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const outboxFor = async (to: string) =>
  (await server.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.messages as {
    subject: string;
    text: string;
    code: string | null;
  }[];
const login = (email: string, password: string, headers = ipHeader()) =>
  server.post('login', { email, password: b64(password) }, headers);

describe('register2', () => {
  it('creates the account, logs in, stores only hashes, and writes a welcome mail', async () => {
    const person = newPerson({
      subscription: 'true',
      email: `Mixed.Case.${Date.now()}@Example.IN`,
      phone: '+91 9' + String(Date.now()).slice(-9),
    });
    const res = await server.post('register2', person, ipHeader());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Account Created Successfully',
      result: {
        user_name: 'Asha',
        user_id: expect.any(Number),
        user_type: 'CUSTOMER',
        api_token: res.body.result.token,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        email: person.email.toLowerCase(),
        cart_id: null,
      },
    });
    const [user] = await rows<{ password_hash: string; phone: string; subscription: boolean; role: string }>(
      sql`SELECT password_hash, phone, subscription, role FROM users WHERE id = ${res.body.result.user_id}`,
    );
    expect(user).toEqual({
      password_hash: expect.stringMatching(/^\$argon2id\$/),
      phone: person.phone.replace('+91 ', ''),
      subscription: true,
      role: 'CUSTOMER',
    });
    const sessions = await rows<{ token_hash: string }>(
      sql`SELECT token_hash FROM sessions WHERE user_id = ${res.body.result.user_id}`,
    );
    expect(sessions).toEqual([{ token_hash: sha256(res.body.result.token) }]);
    const [mail] = await outboxFor(person.email);
    // The welcome mail carries the email's verification link (its token as the dev outbox's code).
    expect(mail).toMatchObject({ subject: 'Welcome to Suvarna', code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(mail!.text).toContain('Welcome to Suvarna, Asha');
    expect(mail!.text).toContain(`/verify-email?token=${mail!.code}`);
  });

  it.each([
    ['malformed base64', { password: 'bad*base64', c_password: 'bad*base64' }, 'password'],
    ['a mismatched confirmation', { c_password: b64('kesar-kulfi-93') }, 'c_password'],
    ['a common password', { password: b64('Password@123'), c_password: b64('Password@123') }, 'password'],
    ['a short password', { password: b64('abc123'), c_password: b64('abc123') }, 'password'],
    ['an empty first name', { first_name: '' }, 'first_name'],
    ['a huge last name', { last_name: 'x'.repeat(10_000) }, 'last_name'],
    ['a missing email', { email: undefined }, 'email'],
    ['a bad mobile', { phone: '12345' }, 'phone'],
    ['a password of 800 KB', { password: 'QUFB'.repeat(200_000) }, 'password'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_name, change, field) => {
    const person = newPerson(change);
    const res = await server.post('register2', person, ipHeader());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, reason: 'INVALID_INPUT' });
    expect(res.body.fields).toHaveProperty(field);
    expect(res.body.message).toContain(field);
    if (typeof person.email === 'string')
      expect(await rows(sql`SELECT 1 FROM users WHERE lower(email) = lower(${person.email})`)).toEqual([]);
  });

  it('refuses a second account for an email in any case, or for a mobile, with 409', async () => {
    const { person } = await registerPerson(server);
    const sameEmail = await server.post('register2', newPerson({ email: person.email.toUpperCase() }), ipHeader());
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({
      success: false,
      reason: 'EMAIL_TAKEN',
      message: 'An account with this email already exists. Please log in instead.',
    });
    const samePhone = await server.post('register2', newPerson({ phone: `0${person.phone}` }), ipHeader());
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.reason).toBe('PHONE_TAKEN');
    expect(await outboxFor(person.email)).toHaveLength(1);
  });

  it('never grants a role from the payload', async () => {
    const res = await server.post('register2', newPerson({ user_type: 'ADMIN', role: 'ADMIN' }), {
      ...ipHeader(),
      user_type: 'ADMIN',
    });
    expect(res.status).toBe(200);
    expect(res.body.result.user_type).toBe('CUSTOMER');
    expect(await rows(sql`SELECT role FROM users WHERE id = ${res.body.result.user_id}`)).toEqual([
      { role: 'CUSTOMER' },
    ]);
  });

  it('caps registrations from one IP, since each mails the address it names', async () => {
    const ip = ipHeader();
    for (let i = 0; i < 30; i++) expect((await server.post('register2', newPerson(), ip)).status).toBe(200);
    const capped = await server.post('register2', newPerson(), ip);
    expect(capped.status).toBe(429);
    expect(capped.body.reason).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(3_000);
    expect((await server.post('register2', newPerson(), ipHeader())).status).toBe(200);
  });
});

describe('unique', () => {
  it('tells whether an email is free, in any case', async () => {
    const { person } = await registerPerson(server);
    expect(
      (await server.post('unique', { table: 'users', field: 'email', email: person.email.toUpperCase() })).body,
    ).toEqual({ success: true, result: { unique: false } });
    expect(
      (await server.post('unique', { table: 'users', field: 'email', email: `free.${Date.now()}@example.in` })).body,
    ).toEqual({ success: true, result: { unique: true } });
  });

  it('answers one IP 60 times an hour, then 429 with Retry-After, so it cannot sweep a list of addresses', async () => {
    const { person } = await registerPerson(server);
    const ip = ipHeader();
    const ask = (email: string, headers = ip) =>
      server.post('unique', { table: 'users', field: 'email', email }, headers);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => ask(i === 0 ? person.email : `sweep.${i}.${Date.now()}@example.in`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 60 }, () => 200));
    expect(answers[0]!.body).toEqual({ success: true, result: { unique: false } });
    const capped = await ask(person.email);
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({ success: false, reason: 'TOO_MANY_ATTEMPTS' });
    expect(capped.body).not.toHaveProperty('result');
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(3_000);
    expect((await ask(person.email, ipHeader())).body).toEqual({ success: true, result: { unique: false } });
  });

  it('counts IPv6 callers by their /64, so rotating addresses inside it does not reset the window', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const from = (i: number) => ({
      'x-forwarded-for': `${prefix}:${(i + 1).toString(16)}::${(i * 7 + 3).toString(16)}`,
    });
    const ask = (i: number) =>
      server.post('unique', { table: 'users', field: 'email', email: `rotate.${i}@example.in` }, from(i));
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => ask(i)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await ask(61)).status).toBe(429);
    expect(
      (
        await server.post(
          'unique',
          { table: 'users', field: 'email', email: 'rotate@example.in' },
          { 'x-forwarded-for': `2001:db8:ffff:${Math.floor(Math.random() * 0xffff).toString(16)}::1` },
        )
      ).status,
    ).toBe(200);
  });

  it.each([
    [{ table: 'sessions', field: 'email', email: 'a@b.in' }, 'table'],
    [{ table: 'users', field: 'password_hash', email: 'a@b.in' }, 'field'],
    [{ table: 'users', field: 'email' }, 'email'],
  ])('answers 400 to %j', async (body, field) => {
    const res = await server.post('unique', body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
  });
});

describe('login and logout', () => {
  it("logs in with the password, in any case of the email, and answers the spec's texts", async () => {
    const { person } = await registerPerson(server);
    const res = await login(person.email.toUpperCase(), STRONG_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Logged In Successfully..!',
      result: { email: person.email, user_type: 'CUSTOMER', user_name: 'Asha' },
    });
    const wrong = await login(person.email, 'kesar-kulfi-93');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, reason: 'LOGIN_FAILED', message: 'Login Failed..!' });
    const unknown = await login(`nobody.${Date.now()}@example.in`, STRONG_PASSWORD);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a malformed base64 password with 400', async () => {
    const res = await server.post('login', { email: 'a@b.in', password: '%%%' }, ipHeader());
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('password');
  });

  it('logout revokes the token', async () => {
    const { session, auth } = await registerPerson(server);
    expect((await server.post('profile/get', { user_id: session.user_id }, auth)).status).toBe(200);
    const out = await server.post('logout', undefined, auth);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Logged Out ' });
    const after = await server.post('profile/get', { user_id: session.user_id }, auth);
    expect(after.status).toBe(401);
    expect(after.body.reason).toBe('UNAUTHORIZED');
    expect((await server.post('logout', {})).status).toBe(200);
  });

  it('a session ends 90 days after it began, however recently it was used', async () => {
    const { session, auth } = await registerPerson(server);
    await server.services.database.db.execute(
      sql`UPDATE sessions SET created_at = now() - interval '90 days 1 second', last_seen_at = now() WHERE user_id = ${session.user_id}`,
    );
    expect((await server.post('profile/get', {}, auth)).status).toBe(401);
  });

  it('using a session slides its end 30 days on, but never past 90 days from its start', async () => {
    const { session, auth } = await registerPerson(server);
    await server.services.database.db.execute(
      sql`UPDATE sessions SET created_at = now() - interval '80 days' WHERE user_id = ${session.user_id}`,
    );
    expect((await server.post('profile/get', {}, auth)).status).toBe(200);
    const [row] = await rows<{ lifetime_days: number; idle_days: number }>(
      sql`SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS lifetime_days, round(extract(epoch FROM expires_at - now()) / 86400)::int AS idle_days FROM sessions WHERE user_id = ${session.user_id}`,
    );
    expect(row).toEqual({ lifetime_days: 90, idle_days: 10 });
    const fresh = await registerPerson(server);
    expect((await server.post('profile/get', {}, fresh.auth)).status).toBe(200);
    const [young] = await rows<{ idle_days: number }>(
      sql`SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS idle_days FROM sessions WHERE user_id = ${fresh.session.user_id}`,
    );
    expect(young!.idle_days).toBe(30);
  });

  it('an idle session expires', async () => {
    const { session, auth } = await registerPerson(server);
    await server.services.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${session.user_id}`,
    );
    expect((await server.post('profile/get', {}, auth)).status).toBe(401);
  });
});

describe('guards', () => {
  it('answers 401 without a token or with a forged one', async () => {
    expect((await server.post('profile/get', { user_id: 1 })).status).toBe(401);
    expect((await server.post('profile/get', {}, { authorization: `Bearer ${'A'.repeat(43)}` })).status).toBe(401);
    expect((await server.post('profile/get', {}, { authorization: 'Basic abc' })).status).toBe(401);
  });

  it("answers 403 to a user_id that is not the token's, in the body or a header", async () => {
    const me = await registerPerson(server);
    const other = await registerPerson(server);
    const body = await server.post('profile/get', { user_id: other.session.user_id }, me.auth);
    expect(body.status).toBe(403);
    expect(body.body).toMatchObject({ success: false, reason: 'FORBIDDEN' });
    expect((await server.post('profile/get', {}, { ...me.auth, user_id: String(other.session.user_id) })).status).toBe(
      403,
    );
    const update = await server.post(
      'profile/update',
      { user_id: other.session.user_id, first_name: 'Mallory', last_name: 'X' },
      me.auth,
    );
    expect(update.status).toBe(403);
    expect((await server.post('profile/get', {}, other.auth)).body.result.first_name).toBe('Asha');
  });

  it('a user_type of ADMIN in a header or the body changes nothing', async () => {
    const me = await registerPerson(server);
    const res = await server.post(
      'profile/get',
      { user_id: me.session.user_id, user_type: 'ADMIN' },
      { ...me.auth, user_type: 'ADMIN', api_token: 'x' },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.user_type).toBe('CUSTOMER');
  });
});

describe('profile', () => {
  it('profile/get and profile/get2 answer the caller', async () => {
    const { person, session, auth } = await registerPerson(server);
    const expected = {
      user_id: session.user_id,
      first_name: 'Asha',
      last_name: 'Rao',
      email: person.email,
      phone: person.phone,
      subscription: false,
      user_type: 'CUSTOMER',
      ...NO_ADDRESS,
      // Until the welcome mail's link is followed (email/verify).
      email_verified: false,
      phone_verified: false,
    };
    expect((await server.post('profile/get', { user_id: session.user_id }, auth)).body).toEqual({
      success: true,
      result: expected,
    });
    expect((await server.post('profile/get2', { token: session.token })).body).toEqual({
      success: true,
      result: expected,
    });
    expect((await server.post('profile/get2', { token: 'nope' })).status).toBe(401);
    const other = await registerPerson(server);
    expect((await server.post('profile/get2', { token: session.token }, other.auth)).status).toBe(403);
  });

  it("profile/update changes the names with the spec's texts", async () => {
    const { session, auth } = await registerPerson(server);
    const res = await server.post(
      'profile/update',
      { user_id: session.user_id, first_name: ' Meera ', last_name: 'Iyer-Nair' },
      auth,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'You have successfully updated your profile.',
      result: { first_name: 'Meera', last_name: 'Iyer-Nair' },
    });
    const bad = await server.post('profile/update', { first_name: '', last_name: '<b>' }, auth);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      reason: 'PROFILE_UPDATE_FAILED',
      message: 'Profile Update Failed',
    });
    expect(Object.keys(bad.body.fields).sort()).toEqual(['first_name', 'last_name']);
    expect((await server.post('profile/get', {}, auth)).body.result.first_name).toBe('Meera');
  });
});

describe('the address on the profile', () => {
  const ADDRESS = {
    country: 'India',
    ship_pincode: '682016',
    ship_state: 'Kerala',
    ship_city: 'Kochi',
    ship_address: '14 Broadway, Ernakulam',
  };
  const names = { first_name: 'Asha', last_name: 'Rao' };

  it('is saved by profile/update, returned by profile/get2, kept when an update leaves it out, and cleared when all blank', async () => {
    const { session, auth } = await registerPerson(server);
    const res = await server.post(
      'profile/update',
      { ...names, ...ADDRESS, ship_pincode: '682 016', ship_state: 'kerala' },
      auth,
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject(ADDRESS);
    expect((await server.post('profile/get2', { token: session.token })).body.result).toMatchObject(ADDRESS);
    // An update of the names alone (the spec's client) keeps the address.
    expect(
      (await server.post('profile/update', { first_name: 'Meera', last_name: 'Rao' }, auth)).body.result,
    ).toMatchObject({ first_name: 'Meera', ...ADDRESS });
    const cleared = await server.post(
      'profile/update',
      { ...names, country: 'India', ship_pincode: '', ship_state: '', ship_city: '', ship_address: '' },
      auth,
    );
    expect(cleared.body.result).toMatchObject(NO_ADDRESS);
  });

  it("refuses an address the checkout would refuse, naming each field with the checkout's text, and changes nothing", async () => {
    const { session, auth } = await registerPerson(server);
    const unknown = await server.post('profile/update', { ...names, ...ADDRESS, ship_pincode: '999999' }, auth);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      success: false,
      reason: 'PROFILE_UPDATE_FAILED',
      message: 'Profile Update Failed',
      fields: { ship_pincode: 'Please specify a valid pin code for shipping address.' },
    });
    const bad = await server.post(
      'profile/update',
      { ...names, country: 'Atlantis', ship_pincode: '12', ship_state: 'Bavaria', ship_city: 'K', ship_address: '<b>' },
      auth,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      country: 'Please specify a valid country name.',
      ship_pincode: 'Please specify a valid pin code for shipping address.',
      ship_state: 'Please specify a valid state for shipping address.',
      ship_city: 'Please specify a valid city for shipping address.',
      ship_address: 'Please specify an address for shipping address.',
    });
    expect((await server.post('profile/get2', { token: session.token })).body.result).toMatchObject(NO_ADDRESS);
  });

  it('takes an address abroad: a country of the checkout by name or code, its postal code tidied, the region free text or blank', async () => {
    const { session, auth } = await registerPerson(server);
    const london = {
      country: 'GB',
      ship_pincode: 'sw1a 2aa',
      ship_state: '',
      ship_city: 'London',
      ship_address: '10 Downing Street',
    };
    const res = await server.post('profile/update', { ...names, ...london }, auth);
    expect(res.status).toBe(200);
    const saved = { ...london, country: 'United Kingdom', ship_pincode: 'SW1A 2AA' };
    expect(res.body.result).toMatchObject(saved);
    expect((await server.post('profile/get2', { token: session.token })).body.result).toMatchObject(saved);
    const toronto = {
      country: 'Canada',
      ship_pincode: 'M5V 3L9',
      ship_state: 'Ontario',
      ship_city: 'Toronto',
      ship_address: '290 Bremner Blvd',
    };
    expect((await server.post('profile/update', { ...names, ...toronto }, auth)).body.result).toMatchObject(toronto);
  });

  it("refuses a postal code that is not the country's, naming the field and the country, and keeps the address it had", async () => {
    const { session, auth } = await registerPerson(server);
    expect((await server.post('profile/update', { ...names, ...ADDRESS }, auth)).status).toBe(200);
    const res = await server.post(
      'profile/update',
      {
        ...names,
        country: 'United Kingdom',
        ship_pincode: '682016',
        ship_state: 'Kent',
        ship_city: 'Dover',
        ship_address: '1 Marine Parade',
      },
      auth,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      reason: 'PROFILE_UPDATE_FAILED',
      message: 'Profile Update Failed',
    });
    expect(res.body.fields).toEqual({
      ship_pincode: 'Please specify a valid postal code of United Kingdom for shipping address.',
    });
    expect((await server.post('profile/get2', { token: session.token })).body.result).toMatchObject(ADDRESS);
  });

  it('is whole or absent in the database', async () => {
    const { session } = await registerPerson(server);
    await expect(
      server.services.database.db.execute(sql`UPDATE users SET ship_pincode = '682016' WHERE id = ${session.user_id}`),
    ).rejects.toThrow();
  });
});

describe('changepassword', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { person, session, auth } = await registerPerson(server);
    const elsewhere = (await login(person.email, STRONG_PASSWORD)).body.result.token as string;
    const res = await server.post(
      'changepassword',
      {
        user_id: session.user_id,
        email: person.email,
        oldPassword: b64(STRONG_PASSWORD),
        newPassword: b64('saffron-rain-41'),
        confirmPassword: b64('saffron-rain-41'),
      },
      { ...auth, ...ipHeader() },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Password Change Successfully' });
    expect((await login(person.email, STRONG_PASSWORD)).status).toBe(401);
    expect((await login(person.email, 'saffron-rain-41')).status).toBe(200);
    expect((await server.post('profile/get', {}, auth)).status).toBe(200);
    expect((await server.post('profile/get', {}, { authorization: `Bearer ${elsewhere}` })).status).toBe(401);
  });

  it('keeps the other sessions when signOutOtherDevices is false, and refuses a value that is not a boolean', async () => {
    const { person, session, auth } = await registerPerson(server);
    const elsewhere = {
      authorization: `Bearer ${(await login(person.email, STRONG_PASSWORD)).body.result.token as string}`,
    };
    const body = {
      user_id: session.user_id,
      oldPassword: b64(STRONG_PASSWORD),
      newPassword: b64('saffron-rain-41'),
      confirmPassword: b64('saffron-rain-41'),
    };
    const bad = await server.post('changepassword', { ...body, signOutOtherDevices: 'no' }, { ...auth, ...ipHeader() });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('signOutOtherDevices');
    const res = await server.post(
      'changepassword',
      { ...body, signOutOtherDevices: false },
      { ...auth, ...ipHeader() },
    );
    expect(res.body).toEqual({ success: true, message: 'Password Change Successfully' });
    expect((await server.post('profile/get', {}, auth)).status).toBe(200);
    expect((await server.post('profile/get', {}, elsewhere)).status).toBe(200);
    const ended = await server.post(
      'changepassword',
      { ...body, oldPassword: b64('saffron-rain-41'), signOutOtherDevices: true },
      { ...auth, ...ipHeader() },
    );
    expect(ended.status).toBe(200);
    expect((await server.post('profile/get', {}, elsewhere)).status).toBe(401);
  });

  it('voids every open reset link, whether or not other devices are signed out', async () => {
    for (const signOutOtherDevices of [undefined, false]) {
      const { person, session, auth } = await registerPerson(server);
      expect((await server.post('forgotpassword', { email: person.email }, ipHeader())).status).toBe(200);
      const link = (await outboxFor(person.email)).find((m) => m.code)!.code!;
      const res = await server.post(
        'changepassword',
        {
          user_id: session.user_id,
          oldPassword: b64(STRONG_PASSWORD),
          newPassword: b64('saffron-rain-41'),
          confirmPassword: b64('saffron-rain-41'),
          signOutOtherDevices,
        },
        { ...auth, ...ipHeader() },
      );
      expect(res.status).toBe(200);
      const reset = await server.post('resetpassword', {
        token: link,
        password: b64('attacker-pick-55'),
        c_password: b64('attacker-pick-55'),
      });
      expect(reset.status).toBe(422);
      expect(reset.body.reason).toBe('RESET_LINK_INVALID');
      expect((await login(person.email, 'saffron-rain-41')).status).toBe(200);
    }
  });

  it('refuses a wrong current password, a foreign account and a weak new password', async () => {
    const { person, session, auth } = await registerPerson(server);
    const other = await registerPerson(server);
    const body = {
      user_id: session.user_id,
      email: person.email,
      oldPassword: b64('wrong-password-1'),
      newPassword: b64('saffron-rain-41'),
      confirmPassword: b64('saffron-rain-41'),
    };
    const wrong = await server.post('changepassword', body, { ...auth, ...ipHeader() });
    expect(wrong.status).toBe(422);
    expect(wrong.body.reason).toBe('WRONG_PASSWORD');
    expect(
      (
        await server.post(
          'changepassword',
          { ...body, oldPassword: b64(STRONG_PASSWORD), email: other.person.email },
          auth,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await server.post(
          'changepassword',
          { ...body, oldPassword: b64(STRONG_PASSWORD), user_id: other.session.user_id },
          auth,
        )
      ).status,
    ).toBe(403);
    const weak = await server.post(
      'changepassword',
      { ...body, newPassword: b64('iloveyou'), confirmPassword: b64('iloveyou') },
      auth,
    );
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toHaveProperty('newPassword');
    expect((await login(person.email, STRONG_PASSWORD)).status).toBe(200);
  });
});

describe('forgotpassword and resetpassword', () => {
  it('mails a single-use link valid 30 minutes that sets a new password and ends every session', async () => {
    const { person, auth } = await registerPerson(server);
    const res = await server.post('forgotpassword', { email: person.email.toUpperCase() }, ipHeader());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Forgot Password sent Successfully' });
    const [mail] = await outboxFor(person.email);
    expect(mail!.subject).toBe('Reset your Suvarna password');
    const token = mail!.code!;
    expect(mail!.text).toContain(`/reset-password?token=${token}`);
    const stored = await rows<{ token_hash: string; minutes: number }>(
      sql`SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM password_resets WHERE token_hash = ${sha256(token)}`,
    );
    expect(stored).toEqual([{ token_hash: sha256(token), minutes: 30 }]);

    const reset = await server.post('resetpassword', {
      token,
      password: b64('monsoon-tea-77'),
      c_password: b64('monsoon-tea-77'),
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been reset. Please log in with the new one.');
    expect((await login(person.email, 'monsoon-tea-77')).status).toBe(200);
    expect((await server.post('profile/get', {}, auth)).status).toBe(401);
    const again = await server.post('resetpassword', {
      token,
      password: b64('monsoon-tea-78'),
      c_password: b64('monsoon-tea-78'),
    });
    expect(again.status).toBe(422);
    expect(again.body.reason).toBe('RESET_LINK_INVALID');
  });

  it('a reset voids the other open links of the account', async () => {
    const { person } = await registerPerson(server);
    await server.post('forgotpassword', { email: person.email }, ipHeader());
    const first = (await outboxFor(person.email)).find((m) => m.code)!.code!;
    // A second link written by another path (an older one left open) must not outlive the reset.
    const userId = (await rows<{ id: number }>(sql`SELECT id FROM users WHERE email = ${person.email}`))[0]!.id;
    const other = 'o'.repeat(43);
    await server.services.database.db.execute(
      sql`INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES (${userId}, ${sha256(other)}, now() + interval '30 minutes')`,
    );
    expect(
      (
        await server.post('resetpassword', {
          token: first,
          password: b64('monsoon-tea-77'),
          c_password: b64('monsoon-tea-77'),
        })
      ).status,
    ).toBe(200);
    const later = await server.post('resetpassword', {
      token: other,
      password: b64('attacker-pick-55'),
      c_password: b64('attacker-pick-55'),
    });
    expect(later.status).toBe(422);
    expect((await login(person.email, 'monsoon-tea-77')).status).toBe(200);
  });

  it('refuses an expired link and an unknown email', async () => {
    const { person } = await registerPerson(server);
    await server.post('forgotpassword', { email: person.email }, ipHeader());
    const token = (await outboxFor(person.email))[0]!.code!;
    await server.services.database.db.execute(
      sql`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = ${sha256(token)}`,
    );
    expect(
      (
        await server.post('resetpassword', {
          token,
          password: b64('monsoon-tea-77'),
          c_password: b64('monsoon-tea-77'),
        })
      ).status,
    ).toBe(422);
    const unknown = await server.post('forgotpassword', { email: `ghost.${Date.now()}@example.in` }, ipHeader());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      success: false,
      reason: 'USER_NOT_FOUND',
      message: 'Sorry.., The User does not Exist',
    });
  });
});

describe('password guessing', () => {
  it('after three failures an account asks for the captcha, even with the right password, but never locks the owner out', async () => {
    const { person } = await registerPerson(server);
    for (let i = 0; i < 3; i++)
      expect((await login(person.email, `guess-${i}-xyz`)).body).toEqual({
        success: false,
        reason: 'LOGIN_FAILED',
        message: 'Login Failed..!',
      });
    const asked = await login(person.email, STRONG_PASSWORD);
    expect(asked.status).toBe(401);
    expect(asked.body).toEqual({
      success: false,
      reason: 'CAPTCHA_REQUIRED',
      message: 'Several logins to this account failed. Please complete the security check and try again.',
    });
    // A forged or spent solution is no solution.
    const captcha = await solvedCaptcha(server);
    expect(
      (await server.post('login', { email: person.email, password: b64('guess-x-xyz'), captcha }, ipHeader())).body
        .reason,
    ).toBe('LOGIN_FAILED');
    expect(
      (await server.post('login', { email: person.email, password: b64(STRONG_PASSWORD), captcha }, ipHeader())).body
        .reason,
    ).toBe('CAPTCHA_REQUIRED');
    expect(
      (
        await server.post(
          'login',
          { email: person.email, password: b64(STRONG_PASSWORD), captcha: 'Zm9yZ2Vk' },
          ipHeader(),
        )
      ).body.reason,
    ).toBe('CAPTCHA_REQUIRED');
    // Thirty more failures later (each paid with a proof of work, as an attacker would), the owner still gets in with a captcha.
    await server.services.database.db.execute(
      sql`INSERT INTO rate_events (scope, key) SELECT 'login-account', ${person.email} FROM generate_series(1, 30)`,
    );
    const owner = await server.post(
      'login',
      { email: person.email, password: b64(STRONG_PASSWORD), captcha: await solvedCaptcha(server) },
      ipHeader(),
    );
    expect(owner.status).toBe(200);
    expect(owner.body.message).toBe('Logged In Successfully..!');
    // The success cleared the account's count: the next login needs no captcha.
    expect((await login(person.email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('lets no more than three guesses without a captcha through when they arrive all at once', async () => {
    const { person } = await registerPerson(server);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => login(person.email, `burst-${i}-xyz`)));
    const reasons = answers.map((a) => a.body.reason as string);
    expect(reasons.filter((r) => r === 'LOGIN_FAILED')).toHaveLength(3);
    expect(reasons.filter((r) => r === 'CAPTCHA_REQUIRED')).toHaveLength(22);
  });

  it('refuses an IP that guessed across many accounts, but not other IPs', async () => {
    const attacker = ipHeader();
    const victims = await Promise.all(Array.from({ length: 5 }, () => registerPerson(server)));
    for (let i = 0; i < 10; i++)
      expect((await login(victims[i % 5]!.person.email, `guess-${i}-xyz`, attacker)).status).toBe(401);
    const fresh = await registerPerson(server);
    const refused = await login(fresh.person.email, STRONG_PASSWORD, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, reason: 'TOO_MANY_ATTEMPTS' });
    expect(refused.body.message).toMatch(/^Too many failed attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(fresh.person.email, STRONG_PASSWORD, ipHeader())).status).toBe(200);
    // Fifteen minutes on, the IP's failures leave the window.
    await server.services.database.db.execute(
      sql`UPDATE rate_events SET at = at - interval '16 minutes' WHERE key = ${attacker['x-forwarded-for']!}`,
    );
    expect((await login(fresh.person.email, STRONG_PASSWORD, attacker)).status).toBe(200);
  });
});

describe('logs', () => {
  it('carry no password, token or code', async () => {
    const log = capturedLog('trace');
    const logged = await startTestServer({
      seedProducts: 3,
      env: { TRUST_PROXY: 'true' },
      logger: log.logger,
    });
    try {
      const { person, session, auth } = await registerPerson(logged);
      await logged.post('login', { email: person.email, password: b64(STRONG_PASSWORD) }, ipHeader());
      await logged.post('login', { email: person.email, password: b64('wrong-guess-99') }, ipHeader());
      await logged.post('profile/get', { user_id: session.user_id }, auth);
      await logged.post('forgotpassword', { email: person.email }, ipHeader());
      const resetToken = (await logged.get(`/api/dev/outbox?to=${encodeURIComponent(person.email)}`)).body.messages[0]
        .code as string;
      await logged.post('resetpassword', {
        token: resetToken,
        password: b64('monsoon-tea-77'),
        c_password: b64('monsoon-tea-77'),
      });
      const otp = await logged.post('request/otpLogin', { mobile: person.phone }, ipHeader());
      const code = (await logged.get(`/api/dev/outbox?to=${person.phone}`)).body.messages[0].code as string;
      await logged.post(
        'verify/otp',
        { token: otp.body.token, mobile: person.phone, otp: '000000' === code ? '111111' : '000000' },
        ipHeader(),
      );
      const verified = await logged.post(
        'verify/otp',
        { token: otp.body.token, mobile: person.phone, otp: code },
        ipHeader(),
      );
      expect(verified.status).toBe(200);
      await logged.post('logout', undefined, auth);
      const text = log.text();
      expect(log.lines().length).toBeGreaterThan(5);
      for (const secret of [
        STRONG_PASSWORD,
        b64(STRONG_PASSWORD),
        'wrong-guess-99',
        'monsoon-tea-77',
        session.token,
        resetToken,
        otp.body.token,
        code,
        verified.body.result.token,
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await logged.stop();
    }
    // It starts a server of its own: on a busy shared machine that alone can take a minute.
  }, 240_000);
});

describe('the OpenAPI document', () => {
  it('describes every account and one-time-code call with its body', async () => {
    const doc = (await server.get('/api/openapi.json')).body;
    for (const path of [
      'register2',
      'unique',
      'login',
      'logout',
      'profile/get',
      'profile/get2',
      'profile/update',
      'changepassword',
      'forgotpassword',
      'resetpassword',
      'request/otpLogin',
      'verify/otp',
    ]) {
      expect(doc.paths).toHaveProperty([`/api/${path}`, 'post']);
    }
    expect(JSON.stringify(doc.paths['/api/register2'].post.requestBody)).toContain('c_password');
    expect(doc.paths['/api/resetpassword'].post.summary).toContain('beyond the spec');
    // The hardening's additions are documented: the captcha of a login, the choice of signing out, unique's limit.
    expect(JSON.stringify(doc.paths['/api/login'].post.requestBody)).toContain('CAPTCHA_REQUIRED');
    expect(JSON.stringify(doc.paths['/api/login'].post.responses['401'])).toContain('CAPTCHA_REQUIRED');
    expect(JSON.stringify(doc.paths['/api/changepassword'].post.requestBody)).toContain('signOutOtherDevices');
    expect(doc.paths['/api/unique'].post.responses).toHaveProperty('429');
    expect(doc.paths).toHaveProperty(['/api/dev/outbox', 'get']);
  });
});
