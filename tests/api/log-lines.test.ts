// A page whose loader fails is logged through pino as one JSON line, never printed raw: a message
// carrying a line break and a JSON object of the attacker's choosing (a forged log entry) stays inside
// that one line's string.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { capturedLog } from '../support/log-capture.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const FORGED = 'x\n{"level":30,"time":1,"msg":"FORGED"}\n';
let server: TestServer;
const log = capturedLog();
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 3, logger: log.logger });
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a failing page loader', () => {
  it('is one JSON line through the logger, its message escaped, and nothing printed raw', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const repo = server.services.notifications.repo;
    vi.spyOn(repo, 'list').mockRejectedValue(new Error(FORGED));
    const res = await fetch(`${server.baseUrl}/dev/outbox?to=9847012345`);
    expect(res.status).toBe(500);
    await res.text();
    await vi.waitFor(() => expect(log.lines().some((line) => line.includes('FORGED'))).toBe(true));

    const entries = log.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.filter((e) => e.msg === 'FORGED')).toEqual([]);
    // The loader's error, and (in production, where React Router replaces it by a generic error for the
    // page) the render that fails on it: each its own line.
    const failed = entries.filter((e) => e.msg === 'page failed');
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed).toContainEqual(
      expect.objectContaining({ level: 50, path: '/dev/outbox', err: expect.objectContaining({ message: FORGED }) }),
    );
    expect(JSON.stringify(failed)).not.toContain('9847012345');
    expect(printed).not.toHaveBeenCalled();
  });
});
