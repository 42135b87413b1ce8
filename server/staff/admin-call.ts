// Every /api/admin/* call but the sign-in steps is made here: it names the roles allowed to make it,
// and before its body is even read the caller must present a live staff session of one of them.
// No token (or an unknown, expired or revoked one): 401. A customer's token, or a member whose role is
// not allowed: 403 (domain/staff/reasons.ts, STAFF_SESSION_REASONS). A `user_type`, `role` or `staff_id` in a body or header is never read.
import type { Context } from 'hono';
import type { z } from 'zod';
import { ok, refuse, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import { STAFF_TEXTS } from '../../domain/staff/messages.ts';
import { STAFF_SESSION_REASONS, type StaffSessionReason } from '../../domain/staff/reasons.ts';
import { roleAllows, type StaffRole } from '../../domain/staff/roles.ts';
import { bearerToken } from '../http/auth-guard.ts';
import type { ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { SignedInStaff, StaffService } from './staff.service.ts';

export const ADMIN_TAG = 'admin';

export interface AdminCallSpec<B extends z.ZodType, A extends z.ZodType> extends Omit<
  ApiCall<B, A>,
  'tag' | 'handle' | 'staffRoles' | 'authorize'
> {
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

export function createAdminCalls(deps: AdminCallDeps) {
  /** The caller's live staff session of one of the roles, or why not (STAFF_SESSION_REASONS). */
  async function sessionOf(
    c: Context,
    roles: readonly StaffRole[],
  ): Promise<Outcome<SignedInStaff, StaffSessionReason>> {
    const token = bearerToken(c);
    const member = await deps.staff.authenticate(token);
    if (!member) {
      if (token !== undefined && (await deps.isCustomerToken(token)))
        return refuse('FORBIDDEN', STAFF_TEXTS.customerToken);
      return refusalOf(STAFF_SESSION_REASONS, 'UNAUTHORIZED');
    }
    if (!roleAllows(member.role, roles)) return refusalOf(STAFF_SESSION_REASONS, 'FORBIDDEN');
    return ok(member);
  }

  /** The signed-in member, or the 401/403 answer thrown (for routes outside defineAdminCall). */
  async function requireStaff(c: Context, roles: readonly StaffRole[]): Promise<SignedInStaff> {
    return unwrap(await sessionOf(c, roles), STAFF_SESSION_REASONS);
  }

  function defineAdminCall<B extends z.ZodType, A extends z.ZodType>(spec: AdminCallSpec<B, A>): ApiCall<B, A> {
    const { roles, handle, ...call } = spec;
    const who = roles.length === 0 ? 'the owner only' : `the owner and ${roles.join(', ')}`;
    return {
      ...call,
      tag: ADMIN_TAG,
      staffRoles: ['owner', ...roles],
      description:
        `Staff session (\`Authorization: Bearer <staff token>\`) of ${who}. ${call.description ?? ''}`.trim(),
      // Every admin call may answer the guard's 401 and 403 besides its own service's refusals.
      refusals: { ...STAFF_SESSION_REASONS, ...call.refusals },
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
