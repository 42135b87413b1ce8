// A card's three icons are drawn by CSS on its buttons (listing.css, .card-action::before), not as
// <svg><use> elements of the sprite (docs/decisions/2026-12-02-leaner-pages.md): the card's markup has
// no SVG, each button names its icon by class, and each CSS drawing is the sprite's own, in the same
// line style, so the card looks as it did; a pressed heart is the same drawing filled.
import { readFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { iconDrawing, type IconName } from '../ui/icons';
import { ProductCard, type ProductCardData } from './product-card';

const CSS = readFileSync(new URL('../../styles/listing.css', import.meta.url), 'utf8');

const card: ProductCardData = {
  value: 'aria-ring',
  name: 'Aria Ring',
  price: 25_000,
  picture: '/images/products/SVR-RG-1/rose-gold/1?resize=361&compress=50',
  alt: 'Aria Ring in rose gold',
};

describe("a product card's icons", () => {
  const markup = renderToStaticMarkup(h(MemoryRouter, null, h(ProductCard, { product: card })));

  it('are no elements of the card: its buttons carry them by class', () => {
    expect(markup).not.toContain('<svg');
    expect(markup).not.toContain('<use');
    expect(markup).toContain(
      '<button type="button" class="card-action card-action-bag" aria-label="Add Aria Ring to cart">',
    );
    expect(markup).toContain(
      '<button type="button" class="card-action card-action-compare" aria-label="Compare Aria Ring">',
    );
    expect(markup).toMatch(
      /<button type="button" class="card-action card-wishlist" aria-label="Add Aria Ring to wishlist" aria-pressed="false"><\/button>/,
    );
    // 11 elements: the article, its link, picture frame, picture and name, the foot, price, actions, 3 buttons.
    expect(markup.match(/<[a-z]+[\s>]/g)).toHaveLength(11);
  });

  it.for([
    ['card-action-bag', 'bag'],
    ['card-action-compare', 'compare'],
    ['card-wishlist', 'heart'],
  ] as [string, IconName][])('.%s draws the sprite\'s "%s" in its line style', ([className, icon]) => {
    const rule = new RegExp(
      `\\.${className} \\{\\s*--card-icon: url\\("data:image/svg\\+xml,(<svg [^>]*>)(.*?)</svg>"\\);`,
    ).exec(CSS);
    expect(rule, className).not.toBeNull();
    const [, open, drawing] = rule!;
    expect(drawing!.replaceAll("'", '"')).toBe(iconDrawing(icon));
    // .icon in app.css: no fill, the current colour's stroke 1.5 wide with round caps and joins.
    expect(open).toContain("viewBox='0 0 24 24'");
    expect(open).toContain("fill='none'");
    expect(open).toContain("stroke-width='1.5'");
    expect(open).toContain("stroke-linecap='round'");
    expect(open).toContain("stroke-linejoin='round'");
  });
  it('draws a pressed heart (on the wishlist) as the same heart, filled', () => {
    const rule =
      /\.card-wishlist\[aria-pressed='true'\] \{\s*--card-icon: url\("data:image\/svg\+xml,(<svg [^>]*>)(.*?)<\/svg>"\);/.exec(
        CSS,
      );
    expect(rule).not.toBeNull();
    const [, open, drawing] = rule!;
    expect(drawing!.replaceAll("'", '"')).toBe(iconDrawing('heart'));
    expect(open).toContain("fill='black'");
  });
});
