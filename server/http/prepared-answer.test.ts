import { describe, expect, it } from 'vitest';
import { answerJson, PreparedAnswer, preparedAnswers } from './prepared-answer.ts';

describe('preparedAnswers', () => {
  it('serialises once per object, as mount-calls would answer it', () => {
    let made = 0;
    const answerOf = preparedAnswers((p: { name: string }) => {
      made++;
      return { result: p };
    });
    const piece = { name: 'Ring ₹1,23,456' };
    const first = answerOf(piece);
    expect(first).toBeInstanceOf(PreparedAnswer);
    expect(answerOf(piece)).toBe(first);
    expect(made).toBe(1);
    expect(JSON.parse(first.json.toString('utf8'))).toEqual({ success: true, result: piece });
    expect(first.json).toEqual(answerJson({ result: piece }));
  });

  it('makes a new answer for a new object (a changed product is a new object)', () => {
    const answerOf = preparedAnswers((p: { name: string }) => ({ result: p }));
    expect(answerOf({ name: 'a' }).json.toString()).toBe('{"success":true,"result":{"name":"a"}}');
    expect(answerOf({ name: 'b' }).json.toString()).toBe('{"success":true,"result":{"name":"b"}}');
  });
});

describe('answerJson', () => {
  it('adds success: true unless the call is raw', () => {
    expect(answerJson({ a: 1 }).toString()).toBe('{"success":true,"a":1}');
    expect(answerJson({ a: 1 }, true).toString()).toBe('{"a":1}');
  });
});
