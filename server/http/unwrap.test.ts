import { describe, expect, it } from 'vitest';
import { ok, pick, refusalOf, refuse, type Outcome, type ReasonTable } from '../../domain/api/outcome.ts';
import { ApiError } from './api-error.ts';
import { documentedRefusals } from './openapi.ts';
import { unwrap } from './unwrap.ts';

const TABLE = {
  NOT_FOUND: { status: 404, text: 'No such thing.' },
  TAKEN: { status: 409, text: 'Already yours.', note: 'once per member' },
  SLOW_DOWN: { status: 429, text: 'Please wait.' },
} as const satisfies ReasonTable;
type Reason = keyof typeof TABLE;

function thrown(outcome: Outcome<number, Reason>, wrapperReason?: (reason: Reason) => string | undefined): ApiError {
  try {
    unwrap(outcome, TABLE, { wrapperReason });
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('unwrap answered a refusal');
}

describe('unwrap', () => {
  it('answers the value of a success', () => {
    expect(unwrap(ok(7), TABLE)).toBe(7);
  });

  it.each<
    [
      string,
      Outcome<number, Reason>,
      { status: number; reason: string; message: string; fields?: Record<string, string>; retryAfterSeconds?: number },
    ]
  >([
    ['the table text', refusalOf(TABLE, 'NOT_FOUND'), { status: 404, reason: 'NOT_FOUND', message: 'No such thing.' }],
    [
      'its own text, the status still from the table',
      refuse('TAKEN', 'Taken by you on Monday.'),
      { status: 409, reason: 'TAKEN', message: 'Taken by you on Monday.' },
    ],
    [
      'failing fields',
      refusalOf(TABLE, 'TAKEN', { fields: { email: 'taken' } }),
      { status: 409, reason: 'TAKEN', message: 'Already yours.', fields: { email: 'taken' } },
    ],
    [
      'a wait (Retry-After)',
      refusalOf(TABLE, 'SLOW_DOWN', { retryAfterSeconds: 30 }),
      { status: 429, reason: 'SLOW_DOWN', message: 'Please wait.', retryAfterSeconds: 30 },
    ],
  ])('throws a refusal with %s', (_, outcome, expected) => {
    const error = thrown(outcome);
    expect({
      status: error.status,
      reason: error.reason,
      message: error.message,
      fields: error.fields,
      retryAfterSeconds: error.retryAfterSeconds,
    }).toEqual({ fields: undefined, retryAfterSeconds: undefined, ...expected });
  });

  it('names the wrapper reason the call gives for a refusal, and none for others', () => {
    const wrapper = (reason: Reason) => (reason === 'NOT_FOUND' ? 'SYSTEM_RUNTIME_EXCEPTION' : undefined);
    expect(thrown(refusalOf(TABLE, 'NOT_FOUND'), wrapper).wrapperReason).toBe('SYSTEM_RUNTIME_EXCEPTION');
    expect(thrown(refusalOf(TABLE, 'TAKEN'), wrapper).wrapperReason).toBeUndefined();
  });

  it('treats a reason outside the call’s table as a fault, not a refusal', () => {
    const outcome = refuse('TAKEN', 'x') as Outcome<number, 'TAKEN'>;
    expect(() => unwrap(outcome, pick(TABLE, ['NOT_FOUND']) as unknown as ReasonTable<'TAKEN'>)).toThrow(
      /not in the call's reason table/,
    );
    expect(() => unwrap(outcome, pick(TABLE, ['NOT_FOUND']) as unknown as ReasonTable<'TAKEN'>)).not.toThrow(ApiError);
  });
});

describe('refuse and refusalOf', () => {
  it.each([
    [refuse('TAKEN', 'Mine.'), { ok: false, reason: 'TAKEN', message: 'Mine.' }],
    [
      refuse('TAKEN', 'Mine.', { retryAfterSeconds: 0 }),
      { ok: false, reason: 'TAKEN', message: 'Mine.', retryAfterSeconds: 0 },
    ],
    [refusalOf(TABLE, 'SLOW_DOWN'), { ok: false, reason: 'SLOW_DOWN', message: 'Please wait.' }],
    [
      refusalOf(TABLE, 'NOT_FOUND', { fields: { sku: 'unknown' } }),
      { ok: false, reason: 'NOT_FOUND', message: 'No such thing.', fields: { sku: 'unknown' } },
    ],
  ])('%j', (refusal, expected) => {
    // No status inside: the table says it when the refusal is answered.
    expect(refusal).toStrictEqual(expected);
  });
});

describe('documentedRefusals', () => {
  it('lists the hand-written refusals, then the table’s with their text and note', () => {
    expect(
      documentedRefusals({
        errors: [{ status: 401, reason: 'UNAUTHORIZED', description: 'No session.' }],
        refusals: pick(TABLE, ['TAKEN', 'NOT_FOUND']),
      }),
    ).toEqual([
      { status: 401, reason: 'UNAUTHORIZED', description: 'No session.' },
      { status: 409, reason: 'TAKEN', description: "'Already yours.': once per member" },
      { status: 404, reason: 'NOT_FOUND', description: "'No such thing.'" },
    ]);
  });
});
