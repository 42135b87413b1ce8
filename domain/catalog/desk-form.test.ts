import { describe, expect, it } from 'vitest';
import { changedBody, fieldValue, newProductBody, productForm, type ProductForm } from './desk-form.ts';
import type { DeskProduct } from './desk-schemas.ts';

const variant = {
  id: 7,
  variant_id: 'R1-RG',
  color: 'rose-gold',
  size: '12',
  metal_type: 'Gold',
  metal_purity: '18K',
  metal_weight: 3.2,
  gross_weight: 0,
  diamond_count: 0,
  diamond_carat: 0,
  diamond_cut: null,
  diamond_clarity: null,
  diamond_color: null,
  gemstone_type: null,
  gemstone_count: 0,
  gemstone_carat: 0,
  metal_price: 18_240,
  diamond_price: 0,
  gemstone_price: 0,
  making_charge: 2_000,
  gst: 3,
  offerprice: 20_847,
  price: 24_000,
  short_description: 'A band.',
  alt: 'Aria band',
  image: '/images/products/R1/rose-gold/1',
};
const product: DeskProduct = {
  id: 1,
  name: 'Aria Band',
  sku: 'R1',
  value: 'aria-band-r1',
  category: 'rings',
  sub_category: null,
  seo_title: 'Aria Band',
  seo_description: 'A band',
  seo_keywords: 'ring',
  occasion: 'Daily Wear',
  gender: 'women',
  made_to_order: false,
  hidden: false,
  stock: 4,
  reserved: 0,
  updated_at: '2026-11-27T10:00:00.000Z',
  variants: [variant, { ...variant, id: 8, variant_id: 'R1-YG', color: 'yellow-gold' }],
};
const edit = (change: (f: ProductForm) => void) => {
  const f = structuredClone(productForm(product));
  change(f);
  return changedBody(productForm(product), f);
};

describe('changedBody sends only what changed', () => {
  it.each([
    ['nothing', () => {}, null],
    ['spaces around the same name', (f: ProductForm) => (f.name = ' Aria Band '), null],
    ['a new name', (f: ProductForm) => (f.name = 'Aria Ring'), { name: 'Aria Ring' }],
    ['stock as a number', (f: ProductForm) => (f.stock = '9'), { stock: 9 }],
    ['stock as typed when not a number', (f: ProductForm) => (f.stock = 'nine'), { stock: 'nine' }],
    ['hidden', (f: ProductForm) => (f.hidden = true), { hidden: true }],
    ['an occasion cleared', (f: ProductForm) => (f.occasion = ''), { occasion: null }],
    [
      'one variant’s making charge',
      (f: ProductForm) => (f.variants[1]!.making_charge = '2500'),
      { variants: [{ id: 8, making_charge: 2_500 }] },
    ],
    ['a size cleared', (f: ProductForm) => (f.variants[0]!.size = ''), { variants: [{ id: 7, size: null }] }],
    [
      'a negative price as typed',
      (f: ProductForm) => (f.variants[0]!.making_charge = '-5'),
      { variants: [{ id: 7, making_charge: -5 }] },
    ],
  ])('%s', (_label, change, expected) => expect(edit(change)).toEqual(expected));
});

describe('fieldValue', () => {
  it.each([
    ['metal_weight', '3.25', 3.25],
    ['metal_weight', '', ''],
    ['size', '  ', null],
    ['name', ' Aria ', 'Aria'],
  ])('%s %j → %j', (field, text, value) => expect(fieldValue(field, text)).toEqual(value));
});

describe('newProductBody', () => {
  it('types every field and leaves empty optional ones to the server', () => {
    const { variants: _v, ...rest } = productForm(product);
    const body = newProductBody({
      ...rest,
      sku: ' r9 ',
      occasion: '',
      variants: [{ ...productForm(product).variants[0]!, size: '', diamond_cut: '' }],
    });
    expect(body).toMatchObject({ sku: 'R9', name: 'Aria Band', stock: 4, hidden: false });
    expect(body).not.toHaveProperty('occasion');
    expect((body.variants as Record<string, unknown>[])[0]).toMatchObject({ metal_weight: 3.2, making_charge: 2_000 });
    expect((body.variants as Record<string, unknown>[])[0]).not.toHaveProperty('size');
  });
});
