// The session guard and the client IP, on a bare app: who the caller is comes from the bearer token
// only, and X-Forwarded-For counts only behind a proxy we were told to trust.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { bearerToken, clientIp, createAuthGuard } from './auth-guard.ts';
import { createErrorHandler } from './error-mapper.ts';
import { wholeAnswers } from './whole-answer.ts';

const members: Record<string, { id: number }> = { 'token-of-7': { id: 7 } };
const guard = createAuthGuard({ authenticate: async (token) => (token ? members[token] : undefined) });

function app(trustProxy: boolean) {
  const a = new Hono();
  a.onError(createErrorHandler(createLogger('silent'), wholeAnswers({ plain: {}, json: {} })));
  a.post('/who', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { user_id?: number };
    const member = await guard.requireSession(c, body.user_id);
    return c.json({ id: member.id, ip: clientIp(c, trustProxy), token: bearerToken(c) ?? null });
  });
  return a;
}

const call = (headers: Record<string, string>, body: unknown = {}, trustProxy = false) =>
  app(trustProxy).request('/who', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('requireSession', () => {
  it.each([
    [{}, {}, 401],
    [{ authorization: 'Bearer wrong' }, {}, 401],
    [{ authorization: 'token-of-7' }, {}, 401],
    [{ authorization: 'Bearer token-of-7' }, {}, 200],
    [{ authorization: 'bearer  token-of-7 ' }, {}, 200],
    [{ authorization: 'Bearer token-of-7' }, { user_id: 7 }, 200],
    [{ authorization: 'Bearer token-of-7', user_id: '7' }, {}, 200],
    [{ authorization: 'Bearer token-of-7', user_id: '' }, {}, 200],
    [{ authorization: 'Bearer token-of-7' }, { user_id: 8 }, 403],
    [{ authorization: 'Bearer token-of-7', user_id: '8' }, {}, 403],
    [{ authorization: 'Bearer token-of-7', user_id: '7' }, { user_id: 8 }, 403],
    [{ user_id: '7', user_type: 'ADMIN', api_token: 'token-of-7' }, {}, 401],
  ])('%j with body %j → %i', async (headers, body, status) => {
    expect((await call(headers, body)).status).toBe(status);
  });
});

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted, then takes its last hop', async () => {
    const headers = { authorization: 'Bearer token-of-7', 'x-forwarded-for': '1.2.3.4, 10.0.0.9' };
    expect(((await (await call(headers)).json()) as { ip: string }).ip).toBe('unknown');
    expect(((await (await call(headers, {}, true)).json()) as { ip: string }).ip).toBe('10.0.0.9');
  });
});
