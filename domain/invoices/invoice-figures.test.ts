import { describe, expect, it } from 'vitest';
import { invoiceFigures, type InvoiceOrder, type InvoiceOrderLine, type InvoiceSeller } from './invoice-figures.ts';

const seller: InvoiceSeller = {
  legalName: 'Suvarna Jewellers Private Limited',
  address: 'MG Road, Kochi 682016, Kerala',
  gstin: '32AAECS1234F1ZX',
  state: 'Kerala',
};
const issue = { number: 'SUV/26-27/000001', issuedAt: '2026-11-26T10:00:00.000Z' };
const kochi = { address: '12 Marine Drive', city: 'Kochi', state: 'Kerala', zipcode: '682031', country: 'IN' };
const bengaluru = {
  address: '4 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560025',
  country: 'IN',
};

const ring: InvoiceOrderLine = {
  name: 'Diamond Ring',
  sku: 'SV-R-1',
  size: '12',
  color: 'yellow gold',
  qty: 1,
  unitPrice: 10_300,
  total: 10_300,
  discount: 0,
  breakup: { metal_price: 6_000, diamond_price: 3_000, gemstone_price: 0, making_charge: 1_000 },
};

function order(over: Partial<InvoiceOrder>): InvoiceOrder {
  const lines = over.lines ?? [ring];
  const discount = over.discount ?? lines.reduce((s, l) => s + l.discount, 0);
  const charges = over.charges ?? 0;
  return {
    orderId: 'SV0000000000001',
    placedAt: '2026-11-20T10:00:00.000Z',
    customer: { name: 'Asha Menon', email: 'asha@example.com', phone: '9876543210' },
    billing: kochi,
    shipping: kochi,
    pickup: null,
    couponCode: null,
    giftCardAmount: 0,
    paymentModeLabel: 'Cash on delivery',
    amount: lines.reduce((s, l) => s + l.total, 0) - discount + charges,
    ...over,
    lines,
    discount,
    charges,
  };
}

describe('invoiceFigures', () => {
  it.each<
    [
      string,
      Partial<InvoiceOrder>,
      {
        supply: 'intra' | 'inter';
        taxable: number;
        cgst: number;
        sgst: number;
        igst: number;
        total: number;
        lines: [number, number, number, number][];
      },
    ]
  >([
    // [value, discount, taxable, total] per line, in paise.
    [
      'inside Kerala: CGST + SGST',
      {},
      {
        supply: 'intra',
        taxable: 1_000_000,
        cgst: 15_000,
        sgst: 15_000,
        igst: 0,
        total: 1_030_000,
        lines: [[1_000_000, 0, 1_000_000, 1_030_000]],
      },
    ],
    [
      'to Karnataka: IGST',
      { shipping: bengaluru },
      {
        supply: 'inter',
        taxable: 1_000_000,
        cgst: 0,
        sgst: 0,
        igst: 30_000,
        total: 1_030_000,
        lines: [[1_000_000, 0, 1_000_000, 1_030_000]],
      },
    ],
    [
      'picked up at a showroom: the store state, whatever the address',
      { shipping: bengaluru, billing: bengaluru, pickup: { name: 'Suvarna Kochi', address: 'MG Road, Kochi' } },
      {
        supply: 'intra',
        taxable: 1_000_000,
        cgst: 15_000,
        sgst: 15_000,
        igst: 0,
        total: 1_030_000,
        lines: [[1_000_000, 0, 1_000_000, 1_030_000]],
      },
    ],
    [
      'several lines and a coupon: each line loses its share before tax',
      {
        couponCode: 'FESTIVE',
        lines: [
          { ...ring, qty: 2, unitPrice: 10_318, total: 20_636, discount: 500 },
          {
            ...ring,
            name: 'Gold Chain',
            sku: 'SV-C-1',
            size: null,
            unitPrice: 5_150,
            total: 5_150,
            discount: 250,
            breakup: { metal_price: 4_500, diamond_price: 0, gemstone_price: 0, making_charge: 500 },
          },
        ],
      },
      // 2,013,600 / 1.03 = 1,954,951.46; 490,000 / 1.03 = 475,728.16.
      {
        supply: 'intra',
        taxable: 2_430_679,
        cgst: 29_324 + 7_136,
        sgst: 29_325 + 7_136,
        igst: 0,
        total: 2_503_600,
        lines: [
          [2_003_495, 48_544, 1_954_951, 2_013_600],
          [500_000, 24_272, 475_728, 490_000],
        ],
      },
    ],
    [
      'a gift card changes no tax: it is a payment',
      { giftCardAmount: 3_000 },
      {
        supply: 'intra',
        taxable: 1_000_000,
        cgst: 15_000,
        sgst: 15_000,
        igst: 0,
        total: 1_030_000,
        lines: [[1_000_000, 0, 1_000_000, 1_030_000]],
      },
    ],
    [
      'shipping is a line taxed as the jewellery',
      { shipping: bengaluru, charges: 200 },
      // 20,000 / 1.03 = 19,417.48.
      {
        supply: 'inter',
        taxable: 1_019_417,
        cgst: 0,
        sgst: 0,
        igst: 30_583,
        total: 1_050_000,
        lines: [
          [1_000_000, 0, 1_000_000, 1_030_000],
          [19_417, 0, 19_417, 20_000],
        ],
      },
    ],
    [
      'rounding: one rupee, 97.09 paise taxable, CGST and SGST a paisa apart',
      { lines: [{ ...ring, unitPrice: 1, total: 1, breakup: null }] },
      { supply: 'intra', taxable: 97, cgst: 1, sgst: 2, igst: 0, total: 100, lines: [[97, 0, 97, 100]] },
    ],
    [
      'rounding: a price whose rupee GST was rounded up (10,017 + 301)',
      {
        lines: [
          {
            ...ring,
            unitPrice: 10_318,
            total: 10_318,
            breakup: { metal_price: 6_017, diamond_price: 3_000, gemstone_price: 0, making_charge: 1_000 },
          },
        ],
      },
      // 1,031,800 / 1.03 = 1,001,747.57 → 1,001,748; tax 30,052 = 3% of it to the paisa (30,052.44).
      {
        supply: 'intra',
        taxable: 1_001_748,
        cgst: 15_026,
        sgst: 15_026,
        igst: 0,
        total: 1_031_800,
        lines: [[1_001_748, 0, 1_001_748, 1_031_800]],
      },
    ],
  ])('%s', (_name, over, expected) => {
    const f = invoiceFigures(order(over), seller, issue);
    expect(f.supply).toBe(expected.supply);
    expect(f.lines.map((l) => [l.value, l.discount, l.taxable, l.total])).toEqual(expected.lines);
    expect({
      taxable: f.totals.taxable,
      cgst: f.totals.cgst,
      sgst: f.totals.sgst,
      igst: f.totals.igst,
      total: f.totals.total,
    }).toEqual({
      taxable: expected.taxable,
      cgst: expected.cgst,
      sgst: expected.sgst,
      igst: expected.igst,
      total: expected.total,
    });
    // The invoice's total is what the customer paid for the goods, to the paisa.
    expect(f.totals.total).toBe(order(over).amount * 100);
    for (const l of f.lines) {
      expect(l.hsn).toBe('7113');
      const tax = l.cgst + l.sgst + l.igst;
      expect(l.taxable + tax).toBe(l.total);
      expect(l.value - l.discount).toBe(l.taxable);
      // 3% of the taxable value, and each half 1.5%, to within a paisa.
      expect(Math.abs(tax - (l.taxable * 3) / 100)).toBeLessThanOrEqual(1);
      if (expected.supply === 'intra') {
        expect(Math.abs(l.cgst - (l.taxable * 1.5) / 100)).toBeLessThanOrEqual(1);
        expect(Math.abs(l.sgst - (l.taxable * 1.5) / 100)).toBeLessThanOrEqual(1);
      }
    }
    expect(f.payments.reduce((s, p) => s + p.amount, 0)).toBe(f.totals.total);
  });

  it('lists a gift card and the rest under payments', () => {
    expect(invoiceFigures(order({ giftCardAmount: 3_000 }), seller, issue).payments).toEqual([
      { label: 'Gift card', amount: 300_000 },
      { label: 'Cash on delivery', amount: 730_000 },
    ]);
    expect(
      invoiceFigures(order({ giftCardAmount: 10_300, paymentModeLabel: 'Gift card' }), seller, issue).payments,
    ).toEqual([{ label: 'Gift card', amount: 1_030_000 }]);
  });

  it('shows the coupon with its code and the amount it took off', () => {
    const f = invoiceFigures(order({ couponCode: 'FESTIVE', lines: [{ ...ring, discount: 1_030 }] }), seller, issue);
    expect(f.order).toMatchObject({ couponCode: 'FESTIVE', couponAmount: 103_000 });
    expect(f.totals).toMatchObject({
      value: 1_000_000,
      discount: 100_000,
      taxable: 900_000,
      cgst: 13_500,
      sgst: 13_500,
      total: 927_000,
    });
  });

  it('shares a discount by value when the lines have no shares (orders from before the checkout kept them)', () => {
    const f = invoiceFigures(
      order({ lines: [ring, { ...ring, qty: 2, total: 20_600 }], discount: 1_000 }),
      seller,
      issue,
    );
    // 10,300 : 20,600 = 1 : 2 → 333.33 and 666.67: the odd rupee to the larger fraction.
    expect(f.lines.map((l) => l.total)).toEqual([(10_300 - 333) * 100, (20_600 - 667) * 100]);
    expect(f.totals.total).toBe((30_900 - 1_000) * 100);
  });

  it('writes the total and the tax in words', () => {
    const f = invoiceFigures(order({ lines: [{ ...ring, unitPrice: 123_456, total: 123_456 }] }), seller, issue);
    expect(f.totals.totalInWords).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only');
    // 12,345,600 / 1.03 = 11,986,019.42 → tax 359,580.58.
    expect(f.totals.tax).toBe(359_581);
    expect(f.totals.taxInWords).toBe('Rupees Three Thousand Five Hundred Ninety-Five and Eighty-One Paise Only');
  });

  it('keeps the breakup per piece in paise, stones together', () => {
    const f = invoiceFigures(
      order({
        lines: [
          {
            ...ring,
            breakup: { metal_price: 6_000, diamond_price: 2_000, gemstone_price: 1_000, making_charge: 1_000 },
          },
        ],
      }),
      seller,
      issue,
    );
    expect(f.lines[0]!.breakup).toEqual({ metal: 600_000, stones: 300_000, making: 100_000 });
    expect(f.lines[0]!.details).toBe('SV-R-1 · Size 12 · Yellow Gold');
    expect(f.placeOfSupply).toEqual({ state: 'Kerala', code: '32' });
    expect(f.seller.stateCode).toBe('32');
  });

  it.each<[string, { making_charge: number; making_discount?: number }, object]>([
    ['no discount recorded (older lines)', { making_charge: 1_000 }, { making: 100_000 }],
    ['a zero discount: no line', { making_charge: 1_000, making_discount: 0 }, { making: 100_000 }],
    [
      '25% off the making: the list charge and the discount',
      { making_charge: 750, making_discount: 250 },
      { making: 100_000, makingDiscount: 25_000 },
    ],
  ])('the making charge in the breakup: %s', (_name, making, expected) => {
    const f = invoiceFigures(
      order({
        lines: [{ ...ring, breakup: { metal_price: 6_000, diamond_price: 3_000, gemstone_price: 0, ...making } }],
      }),
      seller,
      issue,
    );
    const b = f.lines[0]!.breakup!;
    expect(b).toEqual({ metal: 600_000, stones: 300_000, ...expected });
    // The parts still add up to what was charged for them.
    expect(b.metal + b.stones + b.making - (b.makingDiscount ?? 0)).toBe((6_000 + 3_000 + making.making_charge) * 100);
    // The discount lowers nothing else: the line's value and tax are those of the price as sold.
    const plain = invoiceFigures(order({}), seller, issue);
    expect(f.lines[0]!.total).toBe(plain.lines[0]!.total);
    expect(f.totals).toEqual(plain.totals);
  });

  it('refuses a making discount that is not whole rupees', () => {
    expect(() =>
      invoiceFigures(
        order({
          lines: [
            {
              ...ring,
              breakup: {
                metal_price: 6_000,
                diamond_price: 3_000,
                gemstone_price: 0,
                making_charge: 1_000,
                making_discount: -5,
              },
            },
          ],
        }),
        seller,
        issue,
      ),
    ).toThrow(/making discount/);
  });

  it.each<[string, Partial<InvoiceOrder>]>([
    [
      'coupon shares that do not add up',
      {
        lines: [
          { ...ring, discount: 100 },
          { ...ring, discount: 0 },
        ],
        discount: 200,
      },
    ],
    ['an amount that does not add up', { amount: 10_000 }],
    ['a gift card above the amount', { giftCardAmount: 20_000 }],
    ['a line whose total is not qty × price', { lines: [{ ...ring, total: 10_000 }] }],
    ['no lines', { lines: [] }],
  ])('refuses %s', (_name, over) => expect(() => invoiceFigures(order(over), seller, issue)).toThrow(RangeError));
});

describe('invoiceFigures: an order shipped outside India (an export)', () => {
  const london = {
    address: '10 Downing Street',
    city: 'London',
    state: '',
    zipcode: 'SW1A 2AA',
    country: 'United Kingdom',
    countryCode: 'GB',
  };

  it('places the supply outside India (96), charges IGST on the jewellery and the shipping, and endorses the export', () => {
    const f = invoiceFigures(
      order({ shipping: london, billing: london, charges: 3_000, paymentModeLabel: 'Card' }),
      seller,
      issue,
    );
    expect(f.placeOfSupply).toEqual({ state: 'Outside India (United Kingdom)', code: '96' });
    expect(f.supply).toBe('inter');
    expect(f.exportNote).toBe('SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX');
    expect(f.totals.cgst + f.totals.sgst).toBe(0);
    // ₹10,300 + ₹3,000 shipping, GST included: taxable ₹12,912.62, IGST ₹387.38.
    expect(f.totals.total).toBe(1_330_000);
    expect(f.totals.taxable).toBe(1_291_262);
    expect(f.totals.igst).toBe(38_738);
    expect(f.lines.map((l) => l.description)).toContain('Shipping and handling');
  });

  it('keeps a pick-up at the store in Kerala intra-state, whatever the address abroad says', () => {
    const f = invoiceFigures(
      order({ shipping: london, pickup: { name: 'Suvarna Kochi', address: 'MG Road, Kochi' } }),
      seller,
      issue,
    );
    expect(f.supply).toBe('intra');
    expect(f.exportNote).toBeNull();
  });

  it('has no endorsement within India', () => {
    expect(invoiceFigures(order({}), seller, issue).exportNote).toBeNull();
  });
});
