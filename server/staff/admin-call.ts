// Every /api/admin/* call but the sign-in steps is made here: it names the roles allowed to make it,
// and before its body is even read the caller must present a live staff session of one of them.
// No token (or an unknown, expired or revoked one): 401. A customer's token, or a member whose role is
// not allowed: 403. A `user_type`, `role` or `staff_id` in a body or header is never read.
import type { Context } from 'hono';
import type { z } from 'zod';
import { STAFF_TEXTS } from '../../domain/staff/messages.ts';
import { roleAllows, type StaffRole } from '../../domain/staff/roles.ts';
import { ApiError } from '../http/api-error.ts';
import { bearerToken } from '../http/auth-guard.ts';
import type { ApiCall } from '../http/define-call.ts';
import type { SignedInStaff, StaffService } from './staff.service.ts';

export const ADMIN_TAG = 'admin';

export interface AdminCallSpec<B extends z.ZodType, A extends z.ZodType> extends Omit<ApiCall<B, A>, 'tag' | 'handle' | 'staffRoles' | 'authorize'> {
  /** Roles allowed besides the owner, who may make every call; [] for the owner alone. */
  roles: readonly StaffRole[];
  handle(input: z.infer<B>, c: Context, staff: SignedInStaff): Promise<z.infer<A>> | z.infer<A>;
}

export interface AdminCallDeps {
  staff: Pick<StaffService, 'authenticate'>;
  /** A customer's session: told apart from no session at all (403, not 401). */
  isCustomerToken(token: string): Promise<boolean>;
}

const signedIn = new WeakMap<Context, SignedInStaff>();

const refusals = [
  { status: 401, reason: 'UNAUTHORIZED', description: 'No staff session: no token, or one unknown, signed out, idle 30 minutes or older than 8 hours.' },
  { status: 403, reason: 'FORBIDDEN', description: "A customer's token, or a staff member whose role this call does not allow." },
];

export function createAdminCalls(deps: AdminCallDeps) {
  async function requireStaff(c: Context, roles: readonly StaffRole[]): Promise<SignedInStaff> {
    const token = bearerToken(c);
    const member = await deps.staff.authenticate(token);
    if (!member) {
      if (token !== undefined && (await deps.isCustomerToken(token))) throw ApiError.of('FORBIDDEN', STAFF_TEXTS.customerToken);
      throw ApiError.of('UNAUTHORIZED', STAFF_TEXTS.staffOnly);
    }
    if (!roleAllows(member.role, roles)) throw ApiError.of('FORBIDDEN', STAFF_TEXTS.roleRefused);
    return member;
  }

  function defineAdminCall<B extends z.ZodType, A extends z.ZodType>(spec: AdminCallSpec<B, A>): ApiCall<B, A> {
    const { roles, handle, ...call } = spec;
    const who = roles.length === 0 ? 'the owner only' : `the owner and ${roles.join(', ')}`;
    return {
      ...call,
      tag: ADMIN_TAG,
      staffRoles: ['owner', ...roles],
      description: `Staff session (\`Authorization: Bearer <staff token>\`) of ${who}. ${call.description ?? ''}`.trim(),
      errors: [...refusals, ...(call.errors ?? [])],
      authorize: async (c) => {
        signedIn.set(c, await requireStaff(c, roles));
      },
      handle: (input, c) => {
        const member = signedIn.get(c);
        if (!member) throw new Error('admin call handled without its authorisation');
        return handle(input, c, member);
      },
    };
  }

  return { requireStaff, defineAdminCall };
}
export type AdminCalls = ReturnType<typeof createAdminCalls>;
