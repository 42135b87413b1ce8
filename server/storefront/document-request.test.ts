import { describe, expect, it } from 'vitest';
import { isDocumentRequest } from './document-request.ts';

describe('isDocumentRequest', () => {
  it.each([
    ['http://store.test/', true],
    ['http://store.test/jewellery?page=1', true],
    ['http://store.test/aria-ring?variant_id=SVR-RG-1', true],
    ['http://store.test/jewellery?x=.data', true],
    ['http://store.test/jewellery.data?page=1&_routes=listing%3Ajewellery', false],
    ['http://store.test/_root.data', false],
    ['http://store.test/jewellery/rings.data', false],
  ])('%s → %s', (url, expected) => {
    expect(isDocumentRequest(url)).toBe(expected);
  });
});
