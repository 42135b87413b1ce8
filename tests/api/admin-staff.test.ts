// The back office's sign-in, sessions, staff management and audit against a real server: password
// then the mailed code (or the authenticator's), the challenge's tries and expiry, the session's 8
// hours and 30 idle minutes (moved back in time in the database, never waited for), sign out and sign
// out everywhere, invitations, role changes and deactivation with their limits, each role's reach,
// the audit's entries and its append-only guard, and every admin path of the OpenAPI document
// answering 401 without a token and 403 with a customer's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { STAFF_TEXTS } from '../../domain/staff/messages.ts';
import { totpCodeAt } from '../../server/staff/totp.ts';
import { ipHeader, registerPerson } from '../support/accounts.ts';
import { createStaff, mailedCode, signInStaff, STAFF_PASSWORD, staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seedProducts: 20,
    env: { TRUST_PROXY: 'true' },
  });
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);
const exec = (query: ReturnType<typeof sql>) => server.services.database.db.execute(query);
const auditOf = async (entity: string, id: number | string, auth: Record<string, string>) =>
  (await server.get(`/api/admin/audit?entity=${entity}&id=${id}`, auth)).body.entries as {
    action: string;
    staff: { id: number } | null;
    before: unknown;
    after: unknown;
  }[];

describe('staff sign-in', () => {
  it('takes the password, mails a 6-digit code, and opens a session with it', async () => {
    const member = await createStaff(server, 'orders', { name: 'Anil Kumar' });
    const ip = ipHeader();
    const login = await server.post('admin/login', { email: member.email.toUpperCase(), password: STAFF_PASSWORD }, ip);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({
      success: true,
      challenge: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), channel: 'email' },
    });
    const code = await mailedCode(server, member.email);
    expect(code).toMatch(/^[0-9]{6}$/);
    const verify = await server.post('admin/login/verify', { token: login.body.challenge.token, code }, ip);
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({
      success: true,
      session: {
        token: expect.any(String),
        staff: { id: member.id, name: 'Anil Kumar', email: member.email, role: 'orders' },
      },
    });
    const me = await server.get('/api/admin/me', { authorization: `Bearer ${verify.body.session.token}` });
    expect(me.status).toBe(200);
    expect(me.body.staff).toMatchObject({ id: member.id, role: 'orders', totp_enrolled: false });
    expect(me.headers.get('cache-control')).toBe('no-store');
    // The code works once.
    expect((await server.post('admin/login/verify', { token: login.body.challenge.token, code }, ip)).body.reason).toBe(
      'CHALLENGE_INVALID',
    );
    // Only hashes are stored.
    const [stored] = await rows<{ token_hash: string }>(
      sql`SELECT token_hash FROM staff_sessions WHERE staff_id = ${member.id}`,
    );
    expect(stored!.token_hash).not.toBe(verify.body.session.token);
  });

  it('answers a wrong password, an unknown email and a deactivated member alike', async () => {
    const member = await createStaff(server, 'support');
    const other = await createStaff(server, 'support');
    await exec(sql`UPDATE staff SET active = false WHERE id = ${other.id}`);
    for (const body of [
      { email: member.email, password: 'not-the-password' },
      { email: 'nobody@suvarna.example', password: STAFF_PASSWORD },
      { email: other.email, password: STAFF_PASSWORD },
    ]) {
      const res = await server.post('admin/login', body, ipHeader());
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, reason: 'LOGIN_FAILED', message: STAFF_TEXTS.loginFailed });
    }
  });

  it.each([
    ['admin/login', {}, 'email'],
    ['admin/login', { email: 'a@b.in' }, 'password'],
    ['admin/login', { email: 'a@b.in', password: 'x'.repeat(201) }, 'password'],
    ['admin/login/verify', { token: 'short', code: '123456' }, 'token'],
    ['admin/login/verify', { token: 'a'.repeat(43), code: '12345' }, 'code'],
    ['admin/login/verify', { token: 'a'.repeat(43), code: '12345a' }, 'code'],
    ['admin/invitation/accept', { token: 'a'.repeat(43), password: 'short' }, 'password'],
  ])('%s refuses %j naming %s', async (path, body, field) => {
    const res = await server.post(path, body, ipHeader());
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
  });

  it('ends a challenge after 5 wrong codes, and after 10 minutes', async () => {
    const member = await createStaff(server, 'orders');
    const ip = ipHeader();
    const login = await server.post('admin/login', { email: member.email, password: STAFF_PASSWORD }, ip);
    const code = await mailedCode(server, member.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await server.post('admin/login/verify', { token: login.body.challenge.token, code: wrong }, ip);
      expect(res.status).toBe(401);
      expect(res.body.reason).toBe('CODE_WRONG');
    }
    const late = await server.post('admin/login/verify', { token: login.body.challenge.token, code }, ip);
    expect(late.body).toMatchObject({ reason: 'CHALLENGE_INVALID', message: STAFF_TEXTS.challengeOver });

    const again = await server.post('admin/login', { email: member.email, password: STAFF_PASSWORD }, ipHeader());
    const fresh = await mailedCode(server, member.email);
    await exec(
      sql`UPDATE staff_login_challenges SET created_at = created_at - interval '11 minutes', expires_at = expires_at - interval '11 minutes' WHERE staff_id = ${member.id} AND consumed_at IS NULL`,
    );
    expect(
      (await server.post('admin/login/verify', { token: again.body.challenge.token, code: fresh }, ipHeader())).body
        .reason,
    ).toBe('CHALLENGE_INVALID');
    // The database keeps a challenge to 10 minutes and 5 tries whatever the code does.
    await expect(
      exec(
        sql`UPDATE staff_login_challenges SET expires_at = created_at + interval '1 hour' WHERE staff_id = ${member.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      exec(sql`UPDATE staff_login_challenges SET attempts = 6 WHERE staff_id = ${member.id}`),
    ).rejects.toThrow();
  });

  it('voids an earlier challenge when the password is given again', async () => {
    const member = await createStaff(server, 'orders');
    const first = await server.post('admin/login', { email: member.email, password: STAFF_PASSWORD }, ipHeader());
    const firstCode = await mailedCode(server, member.email);
    await server.post('admin/login', { email: member.email, password: STAFF_PASSWORD }, ipHeader());
    expect(
      (await server.post('admin/login/verify', { token: first.body.challenge.token, code: firstCode }, ipHeader())).body
        .reason,
    ).toBe('CHALLENGE_INVALID');
  });

  it('refuses an IP after 10 failed passwords in 15 minutes, with Retry-After', async () => {
    const member = await createStaff(server, 'orders');
    const ip = ipHeader();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await server.post('admin/login', { email: member.email, password: `wrong-${i}` }, ip)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const refused = await server.post('admin/login', { email: member.email, password: STAFF_PASSWORD }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.reason).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The account is refused from any IP too after 10 failures on it.
    const elsewhere = await server.post('admin/login', { email: member.email, password: STAFF_PASSWORD }, ipHeader());
    expect(elsewhere.status).toBe(429);
  });
});

describe('staff sessions', () => {
  it('end after 30 idle minutes and after 8 hours, and the database keeps them to 8 hours', async () => {
    const idle = await staffSession(server, 'orders');
    expect((await server.get('/api/admin/me', idle.auth)).status).toBe(200);
    await exec(
      sql`UPDATE staff_sessions SET created_at = now() - interval '1 hour', last_seen_at = now() - interval '31 minutes' WHERE staff_id = ${idle.member.id}`,
    );
    expect((await server.get('/api/admin/me', idle.auth)).status).toBe(401);

    const busy = await staffSession(server, 'orders');
    await exec(
      sql`UPDATE staff_sessions SET created_at = now() - interval '7 hours 58 minutes', last_seen_at = now() - interval '1 minute' WHERE staff_id = ${busy.member.id}`,
    );
    expect((await server.get('/api/admin/me', busy.auth)).status).toBe(200);
    await exec(
      sql`UPDATE staff_sessions SET created_at = now() - interval '8 hours 1 minute', last_seen_at = now() - interval '2 minutes' WHERE staff_id = ${busy.member.id}`,
    );
    expect((await server.get('/api/admin/me', busy.auth)).status).toBe(401);
    await expect(
      exec(
        sql`UPDATE staff_sessions SET last_seen_at = created_at + interval '8 hours 1 second' WHERE staff_id = ${busy.member.id}`,
      ),
    ).rejects.toThrow();
  });

  it('signs out one session, or every session of the member', async () => {
    const member = await createStaff(server, 'catalogue');
    const a = await signInStaff(server, member);
    const b = await signInStaff(server, member);
    const c = await signInStaff(server, member);
    expect((await server.post('admin/logout', undefined, a.auth)).status).toBe(200);
    expect((await server.get('/api/admin/me', a.auth)).status).toBe(401);
    expect((await server.get('/api/admin/me', b.auth)).status).toBe(200);
    const everywhere = await server.post('admin/logout/everywhere', {}, b.auth);
    expect(everywhere.body.message).toBe(STAFF_TEXTS.signedOutEverywhere);
    expect((await server.get('/api/admin/me', b.auth)).status).toBe(401);
    expect((await server.get('/api/admin/me', c.auth)).status).toBe(401);
  });
});

describe('the authenticator app', () => {
  it('is enrolled with a code from it; sign-in codes then come from it, each accepted once', async () => {
    const { member, auth } = await staffSession(server, 'support');
    expect((await server.post('admin/me/totp/confirm', { code: '123456' }, auth)).body.reason).toBe('TOTP_NOT_STARTED');
    const start = await server.post('admin/me/totp', undefined, auth);
    expect(start.status).toBe(200);
    expect(start.body.uri).toContain(`secret=${start.body.secret}`);
    expect(start.body.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const secret = start.body.secret as string;
    const [stored] = await rows<{ totp_pending_secret: string }>(
      sql`SELECT totp_pending_secret FROM staff WHERE id = ${member.id}`,
    );
    expect(stored!.totp_pending_secret).not.toContain(secret);
    const current = totpCodeAt(secret, Date.now());
    const wrong = current === '000000' ? '111111' : '000000';
    expect((await server.post('admin/me/totp/confirm', { code: wrong }, auth)).status).toBe(422);
    expect((await server.post('admin/me/totp/confirm', { code: current }, auth)).status).toBe(200);
    expect((await server.get('/api/admin/me', auth)).body.staff.totp_enrolled).toBe(true);

    const ip = ipHeader();
    const before = (await server.get(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`)).body.messages.length;
    const login = await server.post('admin/login', { email: member.email, password: STAFF_PASSWORD }, ip);
    expect(login.body.challenge.channel).toBe('totp');
    expect((await server.get(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`)).body.messages).toHaveLength(
      before,
    );
    // The step used to confirm cannot sign in; the next step's code can, once.
    expect(
      (await server.post('admin/login/verify', { token: login.body.challenge.token, code: current }, ip)).body.reason,
    ).toBe('CODE_WRONG');
    const next = totpCodeAt(secret, Date.now() + 30_000);
    const verify = await server.post('admin/login/verify', { token: login.body.challenge.token, code: next }, ip);
    expect(verify.status).toBe(200);
    const login2 = await server.post('admin/login', { email: member.email, password: STAFF_PASSWORD }, ip);
    expect(
      (await server.post('admin/login/verify', { token: login2.body.challenge.token, code: next }, ip)).body.reason,
    ).toBe('CODE_WRONG');
  });
});

describe('staff management', () => {
  it('lets the owner invite a member, who sets a password from the mail and signs in', async () => {
    const owner = await staffSession(server, 'owner');
    const email = `new.${Date.now()}@suvarna.example`;
    const invited = await server.post(
      'admin/staff',
      { email: email.toUpperCase(), name: 'Meera Nair', role: 'support', user_type: 'owner' },
      owner.auth,
    );
    expect(invited.status).toBe(201);
    expect(invited.body.staff).toMatchObject({
      email,
      name: 'Meera Nair',
      role: 'support',
      status: 'invited',
      active: true,
      totp_enrolled: false,
    });
    expect(
      (await server.post('admin/staff', { email, name: 'Meera Again', role: 'support' }, owner.auth)).body.reason,
    ).toBe('EMAIL_TAKEN');
    expect(
      (await server.post('admin/staff', { email: 'x@y.in', name: 'Bad Role', role: 'ADMIN' }, owner.auth)).body.fields,
    ).toHaveProperty('role');
    // No password yet: no sign-in.
    expect((await server.post('admin/login', { email, password: STAFF_PASSWORD }, ipHeader())).status).toBe(401);

    const [mail] = (await server.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).body.messages as {
      text: string;
      code: string;
    }[];
    expect(mail!.text).toContain(`/admin/invitation?token=${mail!.code}`);
    expect((await server.post('admin/invitation/accept', { token: mail!.code, password: 'password123' })).status).toBe(
      400,
    );
    const accepted = await server.post('admin/invitation/accept', { token: mail!.code, password: 'cardamom-vault-17' });
    expect(accepted.status).toBe(200);
    expect(
      (await server.post('admin/invitation/accept', { token: mail!.code, password: 'cardamom-vault-17' })).status,
    ).toBe(410);
    const login = await server.post('admin/login', { email, password: 'cardamom-vault-17' }, ipHeader());
    expect(login.body.challenge.channel).toBe('email');

    const list = await server.get('/api/admin/staff', owner.auth);
    expect(list.body.staff.find((s: { email: string }) => s.email === email)).toMatchObject({
      status: 'active',
      role: 'support',
    });
    const entries = await auditOf('staff', invited.body.staff.id, owner.auth);
    expect(entries.map((e) => e.action)).toEqual(['staff.password_set', 'staff.invited']);
    expect(entries[1]).toMatchObject({ staff: { id: owner.member.id }, after: { email, role: 'support' } });
  });

  it('expires an invitation after 72 hours', async () => {
    const owner = await staffSession(server, 'owner');
    const email = `late.${Date.now()}@suvarna.example`;
    const invited = await server.post('admin/staff', { email, name: 'Late Comer', role: 'orders' }, owner.auth);
    const [mail] = (await server.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).body.messages as {
      code: string;
    }[];
    await exec(
      sql`UPDATE staff_invitations SET created_at = created_at - interval '73 hours', expires_at = expires_at - interval '73 hours' WHERE staff_id = ${invited.body.staff.id}`,
    );
    expect(
      (await server.post('admin/invitation/accept', { token: mail!.code, password: 'cardamom-vault-17' })).body.reason,
    ).toBe('INVITATION_INVALID');
  });

  it('changes a role and deactivates, audited; never oneself nor the last owner', async () => {
    const owner = await staffSession(server, 'owner');
    const clerk = await staffSession(server, 'orders');
    const changed = await server.post(`admin/staff/${clerk.member.id}`, { role: 'catalogue' }, owner.auth);
    expect(changed.status).toBe(200);
    expect(changed.body.staff).toMatchObject({ id: clerk.member.id, role: 'catalogue', active: true });
    // The new role applies from the next call.
    expect((await server.get('/api/admin/me', clerk.auth)).body.staff.role).toBe('catalogue');

    expect((await server.post(`admin/staff/${clerk.member.id}`, {}, owner.auth)).status).toBe(400);
    expect((await server.post(`admin/staff/${clerk.member.id}`, { role: 'boss' }, owner.auth)).status).toBe(400);
    expect((await server.post('admin/staff/abc', { role: 'orders' }, owner.auth)).status).toBe(400);
    expect((await server.post('admin/staff/99999999', { role: 'orders' }, owner.auth)).status).toBe(404);
    expect((await server.post(`admin/staff/${owner.member.id}`, { role: 'orders' }, owner.auth)).body.reason).toBe(
      'NOT_YOURSELF',
    );

    const off = await server.post(`admin/staff/${clerk.member.id}`, { active: false }, owner.auth);
    expect(off.body.staff).toMatchObject({ active: false, status: 'inactive' });
    expect((await server.get('/api/admin/me', clerk.auth)).status).toBe(401);
    expect(
      (await server.post('admin/login', { email: clerk.member.email, password: STAFF_PASSWORD }, ipHeader())).status,
    ).toBe(401);

    const entries = await auditOf('staff', clerk.member.id, owner.auth);
    expect(entries.slice(0, 2)).toMatchObject([
      {
        action: 'staff.updated',
        before: { role: 'catalogue', active: true },
        after: { role: 'catalogue', active: false },
      },
      { action: 'staff.updated', before: { role: 'orders', active: true }, after: { role: 'catalogue', active: true } },
    ]);
    expect(entries.some((e) => e.action === 'staff.signed_in')).toBe(true);
  });

  it('keeps one active owner: the last cannot be demoted or deactivated', async () => {
    const owner = await staffSession(server, 'owner');
    const second = await createStaff(server, 'owner');
    // Every other owner in this database steps down first, by the first owner's hand.
    const others = await rows<{ id: number }>(
      sql`SELECT id FROM staff WHERE role = 'owner' AND active AND id NOT IN (${owner.member.id}, ${second.id})`,
    );
    for (const o of others)
      expect((await server.post(`admin/staff/${o.id}`, { active: false }, owner.auth)).status).toBe(200);
    const secondSession = await signInStaff(server, second);
    expect((await server.post(`admin/staff/${owner.member.id}`, { role: 'orders' }, secondSession.auth)).status).toBe(
      200,
    );
    const last = await server.post(`admin/staff/${second.id}`, { active: false }, secondSession.auth);
    expect(last.body.reason).toBe('NOT_YOURSELF');
    // The demoted first owner can no longer manage staff.
    expect((await server.post(`admin/staff/${second.id}`, { role: 'orders' }, owner.auth)).status).toBe(403);
    // Put back, so that the owner count stays meaningful for other tests.
    expect((await server.post(`admin/staff/${owner.member.id}`, { role: 'owner' }, secondSession.auth)).status).toBe(
      200,
    );
  });

  it('refuses, by the database, to demote the last owner even from a second owner acting at once', async () => {
    const a = await staffSession(server, 'owner');
    const b = await staffSession(server, 'owner');
    const others = await rows<{ id: number }>(
      sql`SELECT id FROM staff WHERE role = 'owner' AND active AND id NOT IN (${a.member.id}, ${b.member.id})`,
    );
    for (const o of others) await server.post(`admin/staff/${o.id}`, { active: false }, a.auth);
    const [ab, ba] = await Promise.all([
      server.post(`admin/staff/${b.member.id}`, { role: 'orders' }, a.auth),
      server.post(`admin/staff/${a.member.id}`, { role: 'orders' }, b.auth),
    ]);
    const statuses = [ab.status, ba.status].sort();
    // One demotion wins; the other finds a non-owner asking (403) or the last owner (409).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const [{ n }] = (await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM staff WHERE role = 'owner' AND active`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('roles', () => {
  it('keep each role to its calls', async () => {
    const orders = await staffSession(server, 'orders');
    const support = await staffSession(server, 'support');
    for (const s of [orders, support]) {
      expect((await server.get('/api/admin/me', s.auth)).status).toBe(200);
      expect((await server.get('/api/admin/staff', s.auth)).status).toBe(403);
      expect((await server.post('admin/staff', { email: 'x@y.in', name: 'X Y', role: 'owner' }, s.auth)).status).toBe(
        403,
      );
      expect((await server.get('/api/admin/audit', s.auth)).status).toBe(403);
      expect((await server.post(`admin/staff/${s.member.id}`, { role: 'owner' }, s.auth)).status).toBe(403);
    }
    const refused = await server.get('/api/admin/staff', orders.auth);
    expect(refused.body).toMatchObject({ reason: 'FORBIDDEN', message: STAFF_TEXTS.roleRefused });
  });

  it('grant nothing to a customer, whatever user_type says', async () => {
    const shopper = await registerPerson(server);
    const headers = { ...shopper.auth, user_type: 'ADMIN' };
    const res = await server.get('/api/admin/staff?user_type=ADMIN', headers);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(STAFF_TEXTS.customerToken);
    expect(
      (await server.post('admin/staff', { email: 'x@y.in', name: 'X Y', role: 'owner', user_type: 'ADMIN' }, headers))
        .status,
    ).toBe(403);
    // A staff token is no customer token either.
    const staff = await staffSession(server, 'owner');
    expect((await server.post('profile/get', {}, staff.auth)).status).toBe(401);
  });
});

describe('the audit', () => {
  it('lists entries newest first, per record or per kind, for the owner only, and validates its query', async () => {
    const owner = await staffSession(server, 'owner');
    const all = await server.get('/api/admin/audit', owner.auth);
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(0);
    const ats = (all.body.entries as { at: string }[]).map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    const mine = await auditOf('staff', owner.member.id, owner.auth);
    expect(mine[0]).toMatchObject({
      action: 'staff.signed_in',
      staff: { id: owner.member.id },
      after: { channel: 'email' },
    });
    expect(mine.at(-1)).toMatchObject({ action: 'staff.created', staff: null });
    expect((await server.get('/api/admin/audit?id=1', owner.auth)).status).toBe(400);
    expect((await server.get('/api/admin/audit?entity=DROP%20TABLE', owner.auth)).status).toBe(400);
    expect((await server.get('/api/admin/audit?page=0', owner.auth)).status).toBe(400);
  });

  it('cannot be changed or deleted, even by hand', async () => {
    await staffSession(server, 'orders');
    // The database's own words, under the driver's 'Failed query' wrapper.
    const refusal = (query: ReturnType<typeof sql>) =>
      exec(query).then(
        () => 'allowed',
        (e: { message: string; cause?: { message: string } }) => e.cause?.message ?? e.message,
      );
    expect(await refusal(sql`UPDATE audit_log SET action = 'nothing happened'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`TRUNCATE audit_log`)).toMatch(/append-only/);
  });
});

describe('every admin call of the OpenAPI document', () => {
  const SIGN_IN = ['/api/admin/login', '/api/admin/login/verify', '/api/admin/invitation/accept'];

  it('is tagged admin and, sign-in apart, answers 401 without a token and 403 with a customer token', async () => {
    const doc = (await server.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { tags: string[]; 'x-staff-roles'?: string[] }>>;
    };
    const shopper = await registerPerson(server);
    const adminPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin/') || p === '/api/admin');
    expect(adminPaths.length).toBeGreaterThan(8);
    let checked = 0;
    for (const path of adminPaths) {
      for (const [method, operation] of Object.entries(doc.paths[path]!)) {
        expect(operation.tags, `${method} ${path}`).toEqual(['admin']);
        if (SIGN_IN.includes(path)) continue;
        expect(operation['x-staff-roles'], `${method} ${path} declares its roles`).toContain('owner');
        const url = path.replace(/\{[^}]+\}/g, '1');
        const send = (headers: Record<string, string>) =>
          fetch(`${server.baseUrl}${url}`, {
            method: method.toUpperCase(),
            headers: { 'content-type': 'application/json', ...headers },
            body: method === 'post' ? '{}' : undefined,
          });
        expect((await send({})).status, `${method} ${path} without a token`).toBe(401);
        expect(
          (await send({ authorization: 'Bearer not-a-token' })).status,
          `${method} ${path} with a made-up token`,
        ).toBe(401);
        expect((await send(shopper.auth)).status, `${method} ${path} with a customer token`).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(8);
  });
});
