import { describe, expect, it } from 'vitest';
import { parseStoredSession } from './stored-session.ts';

const good = {
  user_name: 'Asha',
  user_id: 7,
  user_type: 'CUSTOMER',
  api_token: 'tok',
  token: 'tok',
  email: 'a@b.in',
  cart_id: null,
};

describe('parseStoredSession', () => {
  it.each([
    ['nothing stored', null],
    ['empty text', ''],
    ['not JSON', '{user'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['no token', JSON.stringify({ ...good, token: undefined })],
    ['empty token', JSON.stringify({ ...good, token: '' })],
    ['user_id as text', JSON.stringify({ ...good, user_id: '7' })],
    ['user_id fractional', JSON.stringify({ ...good, user_id: 7.5 })],
    ['no first name', JSON.stringify({ ...good, user_name: 3 })],
    ['no email', JSON.stringify({ ...good, email: null })],
  ])('%s: no session', (_name, raw) => {
    expect(parseStoredSession(raw)).toBeNull();
  });

  it('reads the session data, api_token following token', () => {
    expect(parseStoredSession(JSON.stringify({ ...good, api_token: 'other', extra: 1 }))).toEqual(good);
  });

  it('keeps a cart id when there is one', () => {
    expect(parseStoredSession(JSON.stringify({ ...good, cart_id: 'c-1' }))?.cart_id).toBe('c-1');
  });
});
