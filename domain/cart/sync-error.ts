// Why a cart sync failed (docs/spec.md#first-8 "Cart-sync call failures"): SERVER_ERROR for status 500
// and above, API_ERROR for 300 and above, NETWORK_ERROR when no answer came, REQUEST_FAILED when the
// answer lacks what was asked for (the cart or the session), CLIENT_ERROR for a fault on the device.

export const CART_SYNC_ERRORS = [
  'SERVER_ERROR',
  'API_ERROR',
  'NETWORK_ERROR',
  'REQUEST_FAILED',
  'CLIENT_ERROR',
] as const;
export type CartSyncError = (typeof CART_SYNC_ERRORS)[number];

export type SyncFailure =
  /** The server answered with this HTTP status. */
  | { kind: 'status'; status: number }
  /** fetch rejected: offline, DNS, connection refused, CORS. */
  | { kind: 'network' }
  /** A 2xx answer without the cart or the session, or not JSON, or success: false. */
  | { kind: 'malformed' }
  /** Something on the device failed before or after the request. */
  | { kind: 'client' };

export function cartSyncError(failure: SyncFailure): CartSyncError {
  switch (failure.kind) {
    case 'status':
      if (failure.status >= 500) return 'SERVER_ERROR';
      if (failure.status >= 300) return 'API_ERROR';
      // A status below 300 is a success the caller could not use.
      return 'REQUEST_FAILED';
    case 'network':
      return 'NETWORK_ERROR';
    case 'malformed':
      return 'REQUEST_FAILED';
    case 'client':
      return 'CLIENT_ERROR';
  }
}

/** Worth trying again by itself when the connection comes back or a later change is synced. */
export const isTransient = (error: CartSyncError) => error === 'NETWORK_ERROR' || error === 'SERVER_ERROR';
