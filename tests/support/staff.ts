// Staff for the back office's tests: made directly (as npm run staff:create does), signed in through
// the two calls with the code read from the dev outbox.
import type { StaffRole } from '../../domain/staff/roles.ts';
import { createStaffRepo } from '../../server/staff/staff.repo.ts';
import { createStaffMember } from '../../server/staff/staff.service.ts';
import { ipHeader } from './accounts.ts';
import type { TestServer } from './test-server.ts';

export const STAFF_PASSWORD = 'sandalwood-ledger-44';
let serial = 0;

export interface TestStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export async function createStaff(
  server: TestServer,
  role: StaffRole,
  overrides: { email?: string; name?: string } = {},
): Promise<TestStaff> {
  serial++;
  const email =
    overrides.email ?? `${role}.${process.pid.toString(36)}${Date.now().toString(36)}${serial}@suvarna.example`;
  const made = await createStaffMember(createStaffRepo(server.services.database.db), {
    email,
    name: overrides.name ?? `Test ${role} ${serial}`,
    role,
    password: STAFF_PASSWORD,
  });
  if (!made.ok) throw new Error(made.message);
  return { id: made.value.id, email, name: made.value.name, role };
}

/** The newest mailed sign-in code to an address. */
export async function mailedCode(server: TestServer, email: string): Promise<string> {
  const messages = (await server.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).body.messages as {
    subject: string;
    code: string | null;
  }[];
  const mail = messages.find((m) => /back office code/.test(m.subject));
  if (!mail?.code) throw new Error(`no sign-in code mailed to ${email}`);
  return mail.code;
}

/** Signs in with the password and the mailed code; answers the session token and its header. */
export async function signInStaff(
  server: TestServer,
  member: { email: string },
  ip: Record<string, string> = ipHeader(),
) {
  const login = await server.post('admin/login', { email: member.email, password: STAFF_PASSWORD }, ip);
  if (login.status !== 200) throw new Error(`admin/login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const code = await mailedCode(server, member.email);
  const verify = await server.post('admin/login/verify', { token: login.body.challenge.token, code }, ip);
  if (verify.status !== 200)
    throw new Error(`admin/login/verify answered ${verify.status}: ${JSON.stringify(verify.body)}`);
  const token = verify.body.session.token as string;
  return { token, auth: { authorization: `Bearer ${token}` } };
}

export async function staffSession(server: TestServer, role: StaffRole) {
  const member = await createStaff(server, role);
  return { member, ...(await signInStaff(server, member)) };
}
