// The staff:create command's arguments, checked before the database is opened.
import { z } from 'zod';
import { emailSchema, personNameSchema } from '../accounts/api-schemas.ts';
import { staffPasswordProblem, staffRoleSchema } from './api-schemas.ts';

const argsSchema = z.object({ email: emailSchema, name: personNameSchema, role: staffRoleSchema });
export type StaffCreateArgs = z.infer<typeof argsSchema>;

export function parseStaffCreateArgs(
  values: Record<string, unknown>,
): { ok: true; value: StaffCreateArgs } | { ok: false; problems: string[] } {
  const parsed = argsSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((i) => `--${String(i.path[0] ?? '?')}: ${i.message}`) };
}

export function staffCreatePasswordProblem(password: string, email: string): string | null {
  const problem = staffPasswordProblem(password, email);
  return problem ? `the password ${problem}` : null;
}
