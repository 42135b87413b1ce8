import { describe, expect, it } from 'vitest';
import { cartSyncError, isTransient, type SyncFailure } from './sync-error.ts';

describe('cartSyncError', () => {
  it.each([
    [{ kind: 'status', status: 500 }, 'SERVER_ERROR'],
    [{ kind: 'status', status: 503 }, 'SERVER_ERROR'],
    [{ kind: 'status', status: 499 }, 'API_ERROR'],
    [{ kind: 'status', status: 400 }, 'API_ERROR'],
    [{ kind: 'status', status: 300 }, 'API_ERROR'],
    [{ kind: 'status', status: 200 }, 'REQUEST_FAILED'],
    [{ kind: 'network' }, 'NETWORK_ERROR'],
    [{ kind: 'malformed' }, 'REQUEST_FAILED'],
    [{ kind: 'client' }, 'CLIENT_ERROR'],
  ] as [SyncFailure, string][])('%o → %s', (failure, code) => {
    expect(cartSyncError(failure)).toBe(code);
  });

  it('only network and server faults are retried by themselves', () => {
    expect(
      ['SERVER_ERROR', 'API_ERROR', 'NETWORK_ERROR', 'REQUEST_FAILED', 'CLIENT_ERROR'].filter((c) =>
        isTransient(c as never),
      ),
    ).toEqual(['SERVER_ERROR', 'NETWORK_ERROR']);
  });
});
