import { expect, it } from 'vitest';
import { foundOrdersText } from './guest-orders.ts';

it.each([
  [1, 'We found 1 earlier order placed with your mobile'],
  [2, 'We found 2 earlier orders placed with your mobile'],
  [4, 'We found 4 earlier orders placed with your mobile'],
])('%i → %s', (count, text) => expect(foundOrdersText(count)).toBe(text));

it.each([
  [1, 'We found 1 earlier order placed with your email'],
  [3, 'We found 3 earlier orders placed with your email'],
])('%i by the email → %s', (count, text) => expect(foundOrdersText(count, 'email')).toBe(text));
