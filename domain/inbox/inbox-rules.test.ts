import { describe, expect, it } from 'vitest';
import { inboxMayMove, readInboxSearch } from './inbox-rules.ts';
import { invalidInboxMoveText } from './reasons.ts';

describe("an inbox item's status", () => {
  it.for([
    ['new', 'new', false],
    ['new', 'in_progress', true],
    ['new', 'done', true],
    ['in_progress', 'new', true],
    ['in_progress', 'in_progress', false],
    ['in_progress', 'done', true],
    ['done', 'new', false],
    ['done', 'in_progress', true],
    ['done', 'done', false],
  ] as const)('%s → %s allowed: %s', ([from, to, allowed]) => {
    expect(inboxMayMove(from, to)).toBe(allowed);
  });

  it('words a refused move, naming both ends, and a move to where it is', () => {
    expect(invalidInboxMoveText('done', 'new')).toBe('An item that is done cannot be marked new.');
    expect(invalidInboxMoveText('done', 'done')).toBe('This item is already done.');
  });
});

describe('the search box', () => {
  it.for([
    ['Asha@Example.com', { kind: 'email', email: 'asha@example.com' }],
    ['+91 98765 43210', { kind: 'phone', digits: '919876543210' }],
    ['98765-43210', { kind: 'phone', digits: '9876543210' }],
    ['876543', { kind: 'phone', digits: '876543' }],
    ['12345', { kind: 'name', text: '12345' }],
    ['  Lakshmi Nair ', { kind: 'name', text: 'lakshmi nair' }],
  ] as const)('reads %j', ([q, read]) => {
    expect(readInboxSearch(q)).toEqual(read);
  });
});
