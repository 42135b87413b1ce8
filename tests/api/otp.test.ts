// The one-time-code login (request/otpLogin, verify/otp) against a real server and database: every
// reason code of the spec's table the server can produce, letter for letter, and the limits that
// stop the form from pumping SMS or guessing codes.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { ipHeader, registerPerson } from '../support/accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 5, env: { TRUST_PROXY: 'true', OTP_IP_RATE_PER_HOUR: '8' } });
});
afterAll(() => server?.stop());

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const smsTo = async (mobile: string) =>
  (await server.get(`/api/dev/outbox?to=${mobile}`)).body.messages as { channel: string; text: string; code: string }[];
const request = (mobile: string, headers = ipHeader()) => server.post('request/otpLogin', { mobile }, headers);
const verify = (body: Record<string, unknown>) => server.post('verify/otp', body, ipHeader());
/** As if the last code to the number had been sent `seconds` earlier. */
const age = (mobile: string, seconds: number) =>
  server.services.database.db.execute(
    sql`UPDATE otp_challenges SET created_at = created_at - ${seconds}::int * interval '1 second' WHERE mobile = ${mobile}`,
  );

async function memberWithCode() {
  const member = await registerPerson(server);
  const mobile = member.person.phone;
  const res = await request(`+91 ${mobile}`);
  expect(res.status).toBe(200);
  const [sms] = await smsTo(mobile);
  return { ...member, mobile, token: res.body.token as string, code: sms!.code };
}

describe('request/otpLogin', () => {
  it('sends a 6-digit code by SMS and answers a token and the timers; only hashes are stored', async () => {
    const member = await registerPerson(server);
    const res = await request(member.person.phone);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      reason: 'OTP_SENT',
      message: 'OTP sent',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      timer_rate: 300,
      server_resend_rate: 60,
    });
    const messages = await smsTo(member.person.phone);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
    expect(messages[0]!.text).toBe(
      `${messages[0]!.code} is your Suvarna login code. It expires in 5 minutes. Never share it with anyone.`,
    );
    const stored = await queryRows<{ token_hash: string; code_hash: string }>(
      server.services.database.db,
      sql`SELECT token_hash, code_hash FROM otp_challenges WHERE mobile = ${member.person.phone}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(sha256(res.body.token));
    expect(stored[0]!.code_hash).not.toContain(messages[0]!.code);
    expect(stored[0]!.code_hash).not.toBe(sha256(messages[0]!.code));
  });

  it('refuses a number without an account with OTP_UNVERIFIED, sending nothing', async () => {
    const res = await request('9000011111');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, reason: 'OTP_UNVERIFIED', message: 'Please verify your mobile number' });
    expect(await smsTo('9000011111')).toEqual([]);
  });

  it.each([[{}], [{ mobile: '12345' }], [{ mobile: 9876543210 }]])('answers INVALID_REQUEST to %j', async (body) => {
    const res = await server.post('request/otpLogin', body, ipHeader());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, reason: 'INVALID_REQUEST', message: ' Invalid request' });
    expect(res.body.fields).toHaveProperty('mobile');
  });

  it('waits a minute between codes to a number, and a new code cancels the old one', async () => {
    const { mobile, token } = await memberWithCode();
    const soon = await request(mobile);
    expect(soon.status).toBe(429);
    expect(soon.body).toEqual({ success: false, reason: 'WAIT_TIMEOUT', message: 'Please try again after' });
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(soon.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await age(mobile, 61);
    const again = await request(mobile);
    expect(again.status).toBe(200);
    const [newest] = await smsTo(mobile);
    const old = await verify({ token, mobile, otp: newest!.code });
    expect(old.status).toBe(422);
    expect(old.body).toEqual({ success: false, reason: 'TOKEN_CANCELED', message: ' Your OTP token has been expired' });
    expect((await verify({ token: again.body.token, mobile, otp: newest!.code })).status).toBe(200);
  });

  it('sends at most OTP_RATE_PER_HOUR (5) codes to a number in an hour', async () => {
    const { person } = await registerPerson(server);
    for (let i = 0; i < 5; i++) {
      expect((await request(person.phone)).status).toBe(200);
      await age(person.phone, 61);
    }
    const sixth = await request(person.phone);
    expect(sixth.status).toBe(429);
    expect(sixth.body.reason).toBe('WAIT_TIMEOUT');
    expect(await smsTo(person.phone)).toHaveLength(5);
  });

  it('sends one code when many requests for a number arrive at once', async () => {
    const { person } = await registerPerson(server);
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(person.phone)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await smsTo(person.phone)).toHaveLength(1);
  });

  it('caps the requests from one IP, whatever the numbers', async () => {
    const ip = ipHeader();
    for (let i = 0; i < 8; i++) expect((await request(`90000${String(20000 + i)}`, ip)).status).toBe(404);
    const { person } = await registerPerson(server);
    const capped = await request(person.phone, ip);
    expect(capped.status).toBe(429);
    expect(capped.body.reason).toBe('WAIT_TIMEOUT');
    expect(await smsTo(person.phone)).toEqual([]);
    expect((await request(person.phone)).status).toBe(200);
  });
});

describe('verify/otp', () => {
  it('logs the member in once with the right code', async () => {
    const { mobile, token, code, session: registered } = await memberWithCode();
    const res = await verify({ token, mobile, otp: code, user_type: 'ADMIN' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      reason: 'success',
      message: ' Verification Successfull',
      result: {
        user_name: 'Asha',
        user_id: registered.user_id,
        user_type: 'CUSTOMER',
        api_token: res.body.result.token,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        email: registered.email,
        cart_id: null,
      },
    });
    expect(
      (await server.post('profile/get', {}, { authorization: `Bearer ${res.body.result.token}` })).body.result.user_id,
    ).toBe(registered.user_id);
    const twice = await verify({ token, mobile, otp: code });
    expect(twice.status).toBe(422);
    expect(twice.body.reason).toBe('TOKEN_CANCELED');
  });

  it('takes the code as a number too', async () => {
    const { mobile, token, code } = await memberWithCode();
    if (code.startsWith('0')) return; // a leading zero does not survive as a JSON number
    expect((await verify({ token, mobile, otp: Number(code) })).status).toBe(200);
  });

  it('allows five tries per code, then cancels it', async () => {
    const { mobile, token, code } = await memberWithCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const res = await verify({ token, mobile, otp: wrong });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ success: false, reason: 'OTP_MISSMATCH', message: ' Enter valid OTP' });
    }
    const right = await verify({ token, mobile, otp: code });
    expect(right.status).toBe(422);
    expect(right.body.reason).toBe('TOKEN_CANCELED');
  });

  it('refuses an expired code', async () => {
    const { mobile, token, code } = await memberWithCode();
    await server.services.database.db.execute(
      sql`UPDATE otp_challenges SET expires_at = now() - interval '1 second' WHERE mobile = ${mobile}`,
    );
    const res = await verify({ token, mobile, otp: code });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, reason: 'OTP_EXPIRED', message: ' Your OTP has been expired' });
  });

  it.each([
    ['an unknown token', { token: 'A'.repeat(43) }, 400, 'NO_OTP_TOKEN', ' Invalid request'],
    ['a token of another shape', { token: 'abc' }, 400, 'NO_OTP_TOKEN', ' Invalid request'],
    ['a code that is not digits', { otp: '12ab56' }, 400, 'INVALID_SECRET', ' Invalid OTP'],
    ['a code of 7 digits', { otp: '1234567' }, 400, 'INVALID_SECRET', ' Invalid OTP'],
    ['another mobile', { mobile: '9111111111' }, 400, 'INVALID_REQUEST', ' Invalid request'],
    ['no mobile', { mobile: undefined }, 400, 'INVALID_REQUEST', ' Invalid request'],
  ])('refuses %s', async (_name, change, status, reason, message) => {
    const { mobile, token, code } = await memberWithCode();
    const res = await verify({ token, mobile, otp: code, ...change });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, reason, message });
    // The refusal spent no try of the real code.
    expect((await verify({ token, mobile, otp: code })).status).toBe(200);
  });
});

describe('verify/cod/number', () => {
  it('sends a 4-digit code to any mobile, no account needed, and verify/otp answers success without a session', async () => {
    const mobile = `98${String(Date.now()).slice(-8)}`;
    const res = await server.post('verify/cod/number', { mobile }, ipHeader());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, reason: 'OTP_SENT', timer_rate: 300, server_resend_rate: 60 });
    const [sms] = await smsTo(mobile);
    expect(sms!.code).toMatch(/^\d{4}$/);
    expect(sms!.text).toContain('cash on delivery');
    const wrong = await verify({ token: res.body.token, mobile, otp: sms!.code === '0000' ? '1111' : '0000' });
    expect(wrong.body.reason).toBe('OTP_MISSMATCH');
    const ok = await verify({ token: res.body.token, mobile, otp: sms!.code });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, reason: 'success', message: ' Verification Successfull' });
    expect((await verify({ token: res.body.token, mobile, otp: sms!.code })).body.reason).toBe('TOKEN_CANCELED');
  });

  it('refuses a number that is not an Indian mobile, and a second code within the minute', async () => {
    expect((await server.post('verify/cod/number', { mobile: '12345' }, ipHeader())).body.reason).toBe(
      'INVALID_REQUEST',
    );
    const mobile = `97${String(Date.now()).slice(-8)}`;
    expect((await server.post('verify/cod/number', { mobile }, ipHeader())).status).toBe(200);
    const again = await server.post('verify/cod/number', { mobile }, ipHeader());
    expect(again.body.reason).toBe('WAIT_TIMEOUT');
  });
});
