import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { parseOrThrow } from './validation.ts';

const schema = z.strictObject({ value: z.string().min(1).max(5), page: z.number().int().min(0).max(100).optional() });

describe('parseOrThrow', () => {
  it.each([
    [{}, 'value: is required'],
    [{ value: 7 }, 'value: must be a string'],
    [{ value: '' }, 'value: must not be empty'],
    [{ value: 'abcdef' }, 'value: must have at most 5 characters'],
    [{ value: 'a', page: 101 }, 'page: must be at most 100'],
    [{ value: 'a', page: -1 }, 'page: must be at least 0'],
    [{ value: 'a', extra: 1 }, '(body): unknown field extra'],
    [null, '(body): must be an object'],
  ])('%j → %s', (input, message) => {
    try {
      parseOrThrow(schema, input);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).reason).toBe('INVALID_INPUT');
      expect((error as ApiError).message).toBe(message);
    }
  });

  it('returns the parsed value', () => expect(parseOrThrow(schema, { value: 'ok' })).toEqual({ value: 'ok' }));
});
