import { describe, expect, it } from 'vitest';
import { isOffSite, linkProblem } from './links.ts';

describe('merchandising links', () => {
  it.each([
    ['/jewellery/rings', null],
    ['/jewellery?occasion=wedding', null],
    ['https://example.com/lookbook', null],
    ['', 'give a link'],
    ['http://example.com', "must be one of the shop's own paths (starting with /) or an https:// address"],
    ['javascript:alert(1)', "must be one of the shop's own paths (starting with /) or an https:// address"],
    ['//evil.example', "must be one of the shop's own paths (starting with /) or an https:// address"],
    ['/\\evil.example', "must be one of the shop's own paths (starting with /) or an https:// address"],
    ['jewellery/rings', "must be one of the shop's own paths (starting with /) or an https:// address"],
    ['/a b', "must be one of the shop's own paths (starting with /) or an https:// address"],
    [`/${'a'.repeat(300)}`, 'at most 300 characters'],
  ])('linkProblem(%j) = %j', (href, problem) => expect(linkProblem(href)).toBe(problem));

  it('tells a path of the shop from another site', () => {
    expect(isOffSite('/gifts')).toBe(false);
    expect(isOffSite('https://wa.me/91')).toBe(true);
  });
});
