// Helpers for the account API tests: unique people, base64 passwords, register and log in.
import type { TestServer } from './test-server.ts';

let serial = 0;
export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const STRONG_PASSWORD = 'kesar-kulfi-92';

/** A person no other test uses: email and an Indian mobile unique per call. */
export function newPerson(overrides: Record<string, unknown> = {}) {
  serial++;
  const tag = `${process.pid.toString(36)}${Date.now().toString(36)}${serial.toString(36)}`;
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return {
    first_name: 'Asha',
    last_name: 'Rao',
    phone: mobile,
    email: `asha.${tag}@example.in`,
    subscription: false,
    password: b64(STRONG_PASSWORD),
    c_password: b64(STRONG_PASSWORD),
    ...overrides,
  };
}

/** An IP of its own for a test (servers under test run with TRUST_PROXY). */
export const ipHeader = (): Record<string, string> => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
});

export async function registerPerson(server: TestServer, overrides: Record<string, unknown> = {}) {
  const person = newPerson(overrides);
  const res = await server.post('register2', person, ipHeader());
  if (res.status !== 200) throw new Error(`register2 answered ${res.status}: ${JSON.stringify(res.body)}`);
  const session = res.body.result as {
    user_id: number;
    token: string;
    email: string;
    user_type: string;
    user_name: string;
  };
  return { person, session, auth: { authorization: `Bearer ${session.token}` } };
}
