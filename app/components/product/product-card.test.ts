// The server's product card (issue 25, render cost): the HTML it keeps must be exactly the card's, or
// the browser's hydration would not match it; the link it writes must be exactly <Link>'s.
import { createElement as h } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setMarkupRenderer } from '../layout/server-markup';
import {
  cardMarkupKey,
  cardToItem,
  ProductCard,
  ServerCardLink,
  toProductCard,
  type ProductCardData,
} from './product-card';

const card = (over: Partial<ProductCardData> = {}): ProductCardData => ({
  value: 'tara-drop-diamond-earrings-er-01277',
  name: 'Tara Drop Diamond Earrings',
  price: 48_250,
  picture: '/images/products/SVR-ER-01277/rose-gold/1?resize=361&compress=50',
  alt: 'Tara Drop Diamond Earrings in 18K Rose Gold',
  sku: 'SVR-ER-01277',
  variantId: 7,
  cart: {
    made_to_order: 'true',
    stock: 3,
    variant_id: 'SVR-ER-01277-RG',
    color: 'rose-gold',
    size: null,
  },
  ...over,
});

/** A grid of cards as a page renders it: inside the router, each in its list item. */
const page = (cards: ProductCardData[], eager = 0) =>
  renderToString(
    h(
      MemoryRouter,
      null,
      h(
        'ul',
        null,
        cards.map((p, i) => h('li', { key: p.value }, h(ProductCard, { product: p, eager: i < eager }))),
      ),
    ),
  );

afterEach(() => setMarkupRenderer(null));

describe('the server link of a card', () => {
  it.for(['/aria-ring', '/tara-drop?variant_id=SVR-ER-01277-RG', '/r%C3%A9ka?variant_id=A%20B&x=1'])(
    'is the markup of <Link> for %s',
    (to) => {
      const link = renderToString(
        h(MemoryRouter, null, h(Link, { to, className: 'product-card-link', prefetch: 'intent' }, 'name')),
      );
      expect(
        renderToString(h(ServerCardLink, { to, className: 'product-card-link', prefetch: 'intent', children: 'name' })),
      ).toBe(link);
    },
  );
});

describe('the stored card', () => {
  const cards = [
    card(),
    card({ value: 'mira-<ring>', name: 'Mira "Rose" & Co', alt: '', cart: undefined, sku: undefined }),
  ];

  it('is the card rendered afresh, from the first page on and from memory after', () => {
    const fresh = page(cards);
    setMarkupRenderer(renderToStaticMarkup);
    expect(page(cards)).toBe(fresh);
    expect(page(cards)).toBe(fresh);
  });

  it('is another card when anything it shows changes', () => {
    setMarkupRenderer(renderToStaticMarkup);
    const before = page([card()]);
    const repriced = page([card({ price: 51_000 })]);
    expect(repriced).toContain('₹51,000');
    expect(repriced).not.toBe(before);
    for (const change of [
      { name: 'Tara' },
      { alt: 'Tara in white gold' },
      { picture: '/images/products/SVR-ER-01277/white-gold/1?resize=361&compress=50' },
      { cart: { ...card().cart!, variant_id: 'SVR-ER-01277-WG' } },
      { value: 'tara-ii' },
    ])
      expect(cardMarkupKey(card(change))).not.toBe(cardMarkupKey(card()));
  });

  it('leaves the first row to the page: its picture loads eagerly', () => {
    const fresh = page(cards, 1);
    setMarkupRenderer(renderToStaticMarkup);
    const stored = page(cards, 1);
    expect(stored).toBe(fresh);
    expect(stored.match(/loading="eager"/g)).toHaveLength(1);
  });
});

describe("a card's cart facts", () => {
  it('carry only the first picture of the variant, which is all a cart line or a list entry shows', () => {
    const made = toProductCard({
      value: 'tara',
      name: 'Tara',
      price: 48_250,
      sku: 'SVR-ER-01277',
      made_to_order: 'false',
      stock: 2,
      variant: {
        id: 7,
        variant_id: 'SVR-ER-01277-RG',
        color: 'rose-gold',
        size: null,
        alt: 'Tara in rose gold',
        image: '/images/products/SVR-ER-01277/rose-gold/1, /images/products/SVR-ER-01277/rose-gold/2',
      },
    });
    expect(made.picture).toBe('/images/products/SVR-ER-01277/rose-gold/1?resize=361&compress=50');
    expect(JSON.stringify(made)).not.toContain('rose-gold/2');
    expect(cardToItem(made)?.selectedVariant.image).toBe('/images/products/SVR-ER-01277/rose-gold/1');
  });
});
