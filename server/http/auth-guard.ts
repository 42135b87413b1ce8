// Who is calling (docs/api.md#identity): the member comes from `Authorization: Bearer <token>` alone.
// The spec's client also sends `api_token`, `user_id` and `user_type` headers; a `user_id` (header or
// body) naming anyone but the token's member answers 403, and `user_type` is never read — a role
// comes only from the member's own account.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { ApiError } from './api-error.ts';

export interface Authenticator<M extends { id: number }> {
  authenticate(token: string | undefined): Promise<M | undefined>;
}

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export function createAuthGuard<M extends { id: number }>(accounts: Authenticator<M>) {
  return {
    /** The caller's member, or 401; 403 when a `user_id` claimed in the header or body is not theirs. */
    async requireSession(c: Context, claimedUserId?: number | string): Promise<M> {
      const member = await accounts.authenticate(bearerToken(c));
      if (!member) throw ApiError.of('UNAUTHORIZED');
      for (const claim of [c.req.header('user_id'), claimedUserId]) {
        if (claim !== undefined && String(claim).trim() !== '' && String(claim).trim() !== String(member.id)) {
          throw ApiError.of('FORBIDDEN', 'This account is not yours.');
        }
      }
      return member;
    },

    /**
     * The member of a session token sent in the body (the spec's `profile/get2`, `order/new/list`), or
     * 401; 403 when an Authorization header or a `user_id` header names another member.
     */
    async requireBodyToken(c: Context, token: string): Promise<M> {
      const member = await accounts.authenticate(token);
      if (!member) throw ApiError.of('UNAUTHORIZED');
      const header = bearerToken(c);
      if (header !== undefined && header !== token && (await accounts.authenticate(header))?.id !== member.id)
        throw ApiError.of('FORBIDDEN', 'This account is not yours.');
      const claimed = c.req.header('user_id');
      if (claimed !== undefined && claimed.trim() !== '' && claimed.trim() !== String(member.id))
        throw ApiError.of('FORBIDDEN', 'This account is not yours.');
      return member;
    },
  };
}
export type AuthGuard<M extends { id: number }> = ReturnType<typeof createAuthGuard<M>>;

/**
 * The client's IP for rate limits: the socket's peer, or with TRUST_PROXY the last X-Forwarded-For
 * hop (the one our own proxy added; earlier hops are the client's to invent).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    if (hops && hops.length > 0) return hops[hops.length - 1]!;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
