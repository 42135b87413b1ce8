import { describe, expect, it } from 'vitest';
import { addReviewBodySchema, reviewsBodySchema } from './api-schemas.ts';

const good = { sku: 'SVR-RG-00001', rating: 4, title: 'Lovely', body: 'Wore it to a wedding.' };
const failingField = (input: unknown) => {
  const r = addReviewBodySchema.safeParse(input);
  return r.success ? null : r.error.issues.map((i) => i.path.join('.'));
};

describe('addReviewBodySchema', () => {
  it('trims the title and body', () => {
    expect(addReviewBodySchema.parse({ ...good, title: '  Lovely  ', body: '\n Wore it. \n' })).toEqual({
      ...good,
      body: 'Wore it.',
    });
  });

  it.each([
    [{ ...good, rating: 0 }, 'rating'],
    [{ ...good, rating: 6 }, 'rating'],
    [{ ...good, rating: 4.5 }, 'rating'],
    [{ ...good, rating: '4' }, 'rating'],
    [{ ...good, title: '   ' }, 'title'],
    [{ ...good, title: 'x'.repeat(121) }, 'title'],
    [{ ...good, body: '' }, 'body'],
    [{ ...good, body: 'x'.repeat(2_001) }, 'body'],
    [{ ...good, sku: ' ' }, 'sku'],
    [{ rating: 4, title: 'a', body: 'b' }, 'sku'],
  ])('%j names %s', (input, field) => {
    expect(failingField(input)).toEqual([field]);
  });

  it('accepts the limits themselves', () => {
    expect(failingField({ ...good, rating: 1, title: 'x'.repeat(120), body: 'y'.repeat(2_000) })).toBeNull();
    expect(failingField({ ...good, rating: 5, title: 'x', body: 'y' })).toBeNull();
  });

  it("refuses fields it does not know (author_name and verified_buyer are the server's)", () => {
    expect(failingField({ ...good, verified_buyer: true })).toEqual(['']);
  });
});

describe('reviewsBodySchema', () => {
  it('defaults to the first page and refuses page 0', () => {
    expect(reviewsBodySchema.parse({ sku: 'X' })).toEqual({ sku: 'X', page: 1 });
    expect(reviewsBodySchema.safeParse({ sku: 'X', page: 0 }).success).toBe(false);
  });
});
