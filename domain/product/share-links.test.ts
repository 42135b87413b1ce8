import { describe, expect, it } from 'vitest';
import { productShareUrl, shareLinks } from './share-links.ts';

describe('shareLinks', () => {
  const links = shareLinks({
    url: 'https://suvarna.in/aria-ring-rg-00001?variant_id=A&B',
    text: 'Aria Ring & Band',
    image: 'https://suvarna.in/images/p/1?resize=498',
  });
  const byNetwork = Object.fromEntries(links.map((l) => [l.network, new URL(l.href)]));

  it('offers WhatsApp, Facebook, X and Pinterest, in that order', () => {
    expect(links.map((l) => l.network)).toEqual(['WhatsApp', 'Facebook', 'X', 'Pinterest']);
  });

  it.each([
    ['WhatsApp', 'wa.me', 'text', 'Aria Ring & Band https://suvarna.in/aria-ring-rg-00001?variant_id=A&B'],
    ['Facebook', 'www.facebook.com', 'u', 'https://suvarna.in/aria-ring-rg-00001?variant_id=A&B'],
    ['X', 'x.com', 'url', 'https://suvarna.in/aria-ring-rg-00001?variant_id=A&B'],
    ['Pinterest', 'www.pinterest.com', 'media', 'https://suvarna.in/images/p/1?resize=498'],
  ])('%s goes to %s and carries %s encoded whole', (network, host, param, value) => {
    const url = byNetwork[network]!;
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe(host);
    expect(url.searchParams.get(param)).toBe(value);
  });
});

describe('productShareUrl', () => {
  it.each([
    ['https://suvarna.in', 'aria-ring', null, 'https://suvarna.in/aria-ring'],
    [
      'https://suvarna.in/',
      'aria-ring',
      'SVR-RG-00001-RG-12',
      'https://suvarna.in/aria-ring?variant_id=SVR-RG-00001-RG-12',
    ],
    ['http://localhost:3000', 'a b', 'x&y', 'http://localhost:3000/a%20b?variant_id=x%26y'],
  ])('%s + %s + %s → %s', (origin, value, variant, expected) => {
    expect(productShareUrl(origin, value, variant)).toBe(expected);
  });
});
