import { describe, expect, it } from 'vitest';
import { actsFor, changesRating, moderate, type ModerationAct } from './moderation.ts';
import type { ReviewStatus } from './review-rules.ts';

describe('moderate', () => {
  it.each<[ReviewStatus, ModerationAct, string]>([
    ['held', 'publish', 'published'],
    ['published', 'publish', 'NOT_HELD'],
    ['hidden', 'publish', 'NOT_HELD'],
    ['published', 'hide', 'hidden'],
    ['held', 'hide', 'hidden'],
    ['hidden', 'hide', 'ALREADY_HIDDEN'],
    ['hidden', 'restore', 'published'],
    ['published', 'restore', 'NOT_HIDDEN'],
    ['held', 'restore', 'NOT_HIDDEN'],
  ])('%s, %s → %s', (status, act, expected) => {
    const out = moderate(status, act);
    expect(out.ok ? out.to : out.reason).toBe(expected);
  });
});

describe('actsFor', () => {
  it.each<[ReviewStatus, ModerationAct[]]>([
    ['held', ['publish', 'hide']],
    ['published', ['hide']],
    ['hidden', ['restore']],
  ])('%s offers %j', (status, acts) => expect(actsFor(status)).toEqual(acts));
});

describe('changesRating', () => {
  it.each<[ReviewStatus, ReviewStatus, boolean]>([
    ['held', 'published', true],
    ['published', 'hidden', true],
    ['hidden', 'published', true],
    ['held', 'hidden', false],
  ])('%s → %s: %s', (from, to, expected) => expect(changesRating(from, to)).toBe(expected));
});
