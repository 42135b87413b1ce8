import { describe, expect, it } from 'vitest';
import { STORES } from '../stores/stores.ts';
import { virtualOrderSchema } from './api-schemas.ts';
import {
  summarizeDraft,
  type CouponFacts,
  type DraftContext,
  type DraftFacts,
  type SavingsPlanFacts,
  type GiftCardFacts,
  type LineFacts,
} from './summarize-draft.ts';

// Wednesday 4 March 2026, 3:30 pm in India.
const NOW = new Date('2026-03-04T10:00:00Z');

const EMPTY: DraftFacts = {
  voId: 'vo_1',
  contact: { firstName: null, lastName: null, email: null, phone: null },
  shipping: { country: null, zipcode: null, state: null, city: null, address: null, place: null, block: null },
  billingSame: true,
  billing: { country: null, zipcode: null, state: null, city: null, address: null },
  deliveryMethod: 'ship',
  pickupStore: null,
  couponCode: null,
  paymentMode: null,
  pan: null,
  giftCard: null,
};
const CONTACT: DraftFacts['contact'] = {
  firstName: 'Lakshmi',
  lastName: 'Iyer',
  email: 'lakshmi@example.in',
  phone: '9876543210',
};
const SHIPPING: DraftFacts['shipping'] = {
  country: 'India',
  zipcode: '560001',
  state: 'Karnataka',
  city: 'Bengaluru',
  address: '12 MG Road',
  place: 'Bangalore G.P.O.',
  block: 'Bangalore North',
};

let nextLine = 1;
function line(unitPrice: number, qty = 1, over: Partial<LineFacts> = {}): LineFacts {
  const id = nextLine++;
  return {
    lineId: id,
    variantId: 100 + id,
    productId: 1_000 + id,
    qty,
    sku: `SV-${id}`,
    name: `Piece ${id}`,
    value: '18K',
    madeToOrder: false,
    available: 10,
    onSale: true,
    color: 'Yellow Gold',
    size: null,
    image: `/p/${id}.jpg`,
    unitPrice,
    breakup: {
      metal_price: unitPrice,
      diamond_price: 0,
      gemstone_price: 0,
      making_charge: 0,
      gst_percent: 3,
      gst_amount: 0,
    },
    ...over,
  };
}

const COUPON: CouponFacts = {
  code: 'FESTIVE10',
  label: '10% off',
  kind: 'PERCENTAGE',
  value: 10,
  maxDiscount: null,
  minSubtotal: 0,
  active: true,
  startsAt: null,
  endsAt: null,
  totalLimit: null,
  perCustomerLimit: null,
  usedCount: 0,
  heldCount: 0,
};

const ctx = (lines: LineFacts[], over: Partial<DraftContext> = {}): DraftContext => ({
  now: NOW,
  lines,
  coupon: null,
  couponUsesByCustomer: 0,
  listedCoupons: [],
  pincodeEligible: true,
  internationalCharge: 3_000,
  ...over,
});
const ready = (over: Partial<DraftFacts> = {}): DraftFacts => ({
  ...EMPTY,
  contact: CONTACT,
  shipping: SHIPPING,
  paymentMode: 'online_payment_razorpay',
  ...over,
});

describe('summarizeDraft', () => {
  it('an empty draft: nothing to pay, the user first', () => {
    const s = summarizeDraft(EMPTY, ctx([]));
    expect(s).toMatchObject({
      subtotal: 0,
      discount: 0,
      payable: 0,
      discountShares: [],
      couponProblem: null,
      paymentMode: null,
      missing: 'user',
      hasProblemLines: false,
      expected: null,
    });
    expect(s.view.summery).toEqual({
      subtotal: 0,
      discounts: 0,
      redeems: 0,
      savings_plan: 0,
      charges: 0,
      payable_amount: 0,
    });
    expect(s.view).toMatchObject({
      user_details: null,
      shipping_address: null,
      billing_address: null,
      applied_payment_discount: null,
      applied_payment_method: null,
      applied_gift_card: null,
      cart: [],
      pan: { required: false, masked: null },
    });
    expect(s.view.options.payment_methods.find((o) => o.id === 'online_payment_razorpay')).toMatchObject({
      available: false,
      note: 'Nothing to pay.',
    });
    expect(s.view.options.pickup_stores).toEqual([...STORES]);
    expect(() => virtualOrderSchema.parse(s.view)).not.toThrow();
  });

  it.each<
    [string, DraftFacts, LineFacts[], DraftContext['pincodeEligible'], ReturnType<typeof summarizeDraft>['missing']]
  >([
    ['no contact', { ...EMPTY }, [line(1_000)], true, 'user'],
    ['a contact without a phone', { ...EMPTY, contact: { ...CONTACT, phone: null } }, [line(1_000)], true, 'user'],
    ['a contact with an empty email', { ...EMPTY, contact: { ...CONTACT, email: '' } }, [line(1_000)], true, 'user'],
    ['no contact, nothing else either', { ...EMPTY, paymentMode: 'payment_on_delivery' }, [], null, 'user'],
    ['a contact, no address', { ...EMPTY, contact: CONTACT }, [line(1_000)], true, 'shipping'],
    [
      'an address without a city',
      { ...EMPTY, contact: CONTACT, shipping: { ...SHIPPING, city: null } },
      [line(1_000)],
      true,
      'shipping',
    ],
    ['a pick-up without a store', ready({ deliveryMethod: 'pickup' }), [line(1_000)], true, 'shipping'],
    ['an address, an empty cart', ready(), [], true, 'cart'],
    ['a cart, no payment method', ready({ paymentMode: null }), [line(1_000)], true, 'payment'],
    [
      'cash on delivery to a pincode it does not reach',
      ready({ paymentMode: 'payment_on_delivery' }),
      [line(1_000)],
      false,
      'payment',
    ],
    ['cash on delivery for ₹49,001', ready({ paymentMode: 'payment_on_delivery' }), [line(49_001)], true, 'payment'],
    ['cash on delivery for ₹49,000', ready({ paymentMode: 'payment_on_delivery' }), [line(24_500, 2)], true, null],
    [
      'cash on delivery for a pick-up, pincode unknown',
      ready({ deliveryMethod: 'pickup', pickupStore: 'kochi', paymentMode: 'payment_on_delivery' }),
      [line(1_000)],
      false,
      null,
    ],
    ['a card for ₹1,99,999 without a PAN', ready(), [line(1_99_999)], true, null],
    ['a card for ₹2,00,000 without a PAN', ready(), [line(1_00_000, 2)], true, 'pan'],
    ['a card for ₹2,00,000 with a PAN', ready({ pan: 'ABCPE1234F' }), [line(1_00_000, 2)], true, null],
    // The payment method comes before the PAN.
    ['₹2,00,000 with cash chosen', ready({ paymentMode: 'payment_on_delivery' }), [line(2_00_000)], true, 'payment'],
    ['everything, by card', ready(), [line(45_999)], true, null],
  ])('missing: %s → %s', (_name, draft, lines, pincodeEligible, missing) => {
    expect(summarizeDraft(draft, ctx(lines, { pincodeEligible })).missing).toBe(missing);
  });

  it('adds up the lines, each line quantity times today’s price', () => {
    const lines = [line(12_500, 2), line(1_00_000), line(0, 3)];
    const s = summarizeDraft(ready(), ctx(lines));
    expect(s.view.cart.map((l) => l.line_total)).toEqual([25_000, 1_00_000, 0]);
    expect(s).toMatchObject({ subtotal: 1_25_000, discount: 0, payable: 1_25_000, discountShares: [0, 0, 0] });
    expect(s.view.summery).toEqual({
      subtotal: 1_25_000,
      discounts: 0,
      redeems: 0,
      savings_plan: 0,
      charges: 0,
      payable_amount: 1_25_000,
    });
    expect(s.view.cart[0]).toMatchObject({
      id: lines[0]!.lineId,
      cart_product_quantity: 2,
      cart_product_unit_price: 12_500,
      cart_product_sku: lines[0]!.sku,
      status: 'ok',
      available: 10,
      discount: 0,
    });
  });

  it.each<[string, Partial<LineFacts>, 'ok' | 'short' | 'unavailable', number | null]>([
    ['in stock', { qty: 2, available: 2 }, 'ok', 2],
    ['one short', { qty: 3, available: 2 }, 'short', 2],
    ['sold out', { qty: 1, available: 0 }, 'short', 0],
    ['oversold (negative stock shows as 0)', { qty: 1, available: -2 }, 'short', 0],
    ['made to order with no stock', { qty: 5, available: 0, madeToOrder: true }, 'ok', null],
    ['withdrawn from sale', { qty: 1, available: 5, onSale: false }, 'unavailable', 5],
    ['withdrawn made to order', { qty: 1, available: 0, onSale: false, madeToOrder: true }, 'unavailable', null],
  ])('a line %s → %s', (_name, over, status, available) => {
    const s = summarizeDraft(ready(), ctx([line(1_000, over.qty ?? 1, over), line(2_000)]));
    expect(s.view.cart[0]).toMatchObject({ status, available });
    expect(s.view.cart[1]!.status).toBe('ok');
    expect(s.hasProblemLines).toBe(status !== 'ok');
  });

  it('spreads a coupon over the lines; the parts add up to the discount', () => {
    const lines = [line(12_500, 2), line(1_00_000), line(333)];
    const s = summarizeDraft(ready({ couponCode: 'FESTIVE10' }), ctx(lines, { coupon: COUPON }));
    expect(s.subtotal).toBe(1_25_333);
    expect(s.discount).toBe(12_533);
    expect(s.payable).toBe(1_12_800);
    expect(s.discountShares).toEqual([2_500, 10_000, 33]);
    expect(s.view.cart.map((l) => l.discount)).toEqual(s.discountShares);
    expect(s.view.summery).toMatchObject({ subtotal: 1_25_333, discounts: 12_533, payable_amount: 1_12_800 });
    expect(s.view.applied_payment_discount).toEqual({
      virtual_order_discount_name: 'FESTIVE10',
      virtual_order_discount_type: 'PERCENTAGE',
      virtual_order_discount_relative_value: 10,
      amount: 12_533,
    });
    expect(s.couponProblem).toBeNull();
  });

  it('a flat coupon larger than the cart makes it free, never negative', () => {
    const s = summarizeDraft(
      ready({ couponCode: 'FLAT5000' }),
      ctx([line(1_500), line(2_000)], { coupon: { ...COUPON, code: 'FLAT5000', kind: 'FLAT', value: 5_000 } }),
    );
    expect(s).toMatchObject({ subtotal: 3_500, discount: 3_500, payable: 0, discountShares: [1_500, 2_000] });
    // Nothing to pay by card; the card the draft chose no longer applies.
    expect(s.paymentMode).toBeNull();
    expect(s.missing).toBe('payment');
  });

  it.each<[string, Partial<CouponFacts> | null, Partial<DraftContext>, string]>([
    ['a code with no coupon behind it', null, {}, 'DISCOUNT_COUPON_NOT_FOUND'],
    ['an ended coupon', { endsAt: NOW }, {}, 'DISCOUNT_COUPON_NOT_FOUND'],
    ['a coupon not yet started', { startsAt: new Date(NOW.getTime() + 60_000) }, {}, 'DISCOUNT_COUPON_NOT_FOUND'],
    ['an inactive coupon', { active: false }, {}, 'DISCOUNT_COUPON_NOT_FOUND'],
    ['₹1 below its minimum', { minSubtotal: 1_00_001 }, {}, 'SUBTOTAL_LESS_THAN_AMOUNT_LIMIT'],
    ['uses all spent or held', { totalLimit: 5, usedCount: 4, heldCount: 1 }, {}, 'DISCOUNT_COUPON_EXHAUSTED'],
    [
      'used by this customer already',
      { perCustomerLimit: 1 },
      { couponUsesByCustomer: 1 },
      'DISCOUNT_COUPON_EXHAUSTED',
    ],
  ])('a coupon that does not apply (%s) takes nothing off', (_name, coupon, over, problem) => {
    const s = summarizeDraft(
      ready({ couponCode: 'FESTIVE10' }),
      ctx([line(1_00_000)], { coupon: coupon === null ? null : { ...COUPON, ...coupon }, ...over }),
    );
    expect(s).toMatchObject({ couponProblem: problem, discount: 0, payable: 1_00_000, discountShares: [0] });
    expect(s.view.applied_payment_discount).toBeNull();
  });

  it('a coupon limited to categories counts and discounts only their lines', () => {
    const lines = [
      line(40_000, 1, { categories: ['rings'] }),
      line(60_000, 1, { categories: ['earrings'] }),
      line(20_000, 1, { categories: ['rings', 'engagement-rings'] }),
    ];
    const s = summarizeDraft(
      ready({ couponCode: 'FESTIVE10' }),
      ctx(lines, { coupon: { ...COUPON, categories: ['rings'], minSubtotal: 60_000 } }),
    );
    expect(s).toMatchObject({
      couponProblem: null,
      subtotal: 1_20_000,
      discount: 6_000,
      discountShares: [4_000, 0, 2_000],
    });
  });

  it('a coupon limited to categories below its minimum on those lines is refused', () => {
    const lines = [line(40_000, 1, { categories: ['rings'] }), line(90_000, 1, { categories: ['earrings'] })];
    const s = summarizeDraft(
      ready({ couponCode: 'FESTIVE10' }),
      ctx(lines, { coupon: { ...COUPON, categories: ['rings'], minSubtotal: 50_000 } }),
    );
    expect(s).toMatchObject({ couponProblem: 'SUBTOTAL_LESS_THAN_AMOUNT_LIMIT', discount: 0 });
  });

  it("another customer's voucher is not found; its own customer's applies", () => {
    const voucher = { ...COUPON, kind: 'FLAT' as const, value: 2_000, customerKey: 'u:5' };
    const theirs = summarizeDraft(
      ready({ couponCode: 'FESTIVE10' }),
      ctx([line(1_00_000)], { coupon: voucher, customerKey: 'u:6' }),
    );
    expect(theirs).toMatchObject({ couponProblem: 'DISCOUNT_COUPON_NOT_FOUND', discount: 0 });
    const own = summarizeDraft(
      ready({ couponCode: 'FESTIVE10' }),
      ctx([line(1_00_000)], { coupon: voucher, customerKey: 'u:5' }),
    );
    expect(own).toMatchObject({ couponProblem: null, discount: 2_000 });
  });

  it('a coupon at its minimum applies', () => {
    expect(
      summarizeDraft(
        ready({ couponCode: 'FESTIVE10' }),
        ctx([line(1_00_000)], { coupon: { ...COUPON, minSubtotal: 1_00_000 } }),
      ).discount,
    ).toBe(10_000);
  });

  it('a coupon on an empty cart takes nothing and throws nothing', () => {
    const s = summarizeDraft(ready({ couponCode: 'FESTIVE10' }), ctx([], { coupon: COUPON }));
    expect(s).toMatchObject({ subtotal: 0, discount: 0, payable: 0, discountShares: [], missing: 'cart' });
  });

  it('judges cash on delivery and the PAN on the payable amount, after the discount', () => {
    const cod = ready({ couponCode: 'FESTIVE10', paymentMode: 'payment_on_delivery' });
    // ₹54,445 less 10% (₹5,445 rounded half up from 5,444.5) is ₹49,000: cash on delivery stays.
    const under = summarizeDraft(cod, ctx([line(54_445)], { coupon: COUPON }));
    expect(under).toMatchObject({ payable: 49_000, paymentMode: 'payment_on_delivery', missing: null });
    const over = summarizeDraft(cod, ctx([line(54_446)], { coupon: COUPON }));
    expect(over).toMatchObject({ payable: 49_001, paymentMode: null, missing: 'payment' });
    // ₹2,20,000 less 10% is ₹1,98,000: no PAN needed.
    const pan = summarizeDraft(ready({ couponCode: 'FESTIVE10' }), ctx([line(2_20_000)], { coupon: COUPON }));
    expect(pan).toMatchObject({ payable: 1_98_000, missing: null });
    expect(pan.view.pan).toEqual({ required: false, masked: null });
    const capped = summarizeDraft(
      ready({ couponCode: 'FESTIVE10' }),
      ctx([line(2_20_000)], { coupon: { ...COUPON, maxDiscount: 10_000 } }),
    );
    expect(capped).toMatchObject({ payable: 2_10_000, missing: 'pan' });
    expect(capped.view.pan).toEqual({ required: true, masked: null });
  });

  it('shows the PAN masked', () => {
    expect(summarizeDraft(ready({ pan: 'ABCPE1234F' }), ctx([line(2_00_000)])).view.pan).toEqual({
      required: true,
      masked: 'XXXXXX234F',
    });
  });

  it('asks India Post’s answer only with an address: without one cash on delivery waits for it', () => {
    const s = summarizeDraft({ ...EMPTY, contact: CONTACT }, ctx([line(1_000)], { pincodeEligible: true }));
    expect(s.view.options.payment_methods[0]).toMatchObject({
      id: 'payment_on_delivery',
      available: false,
      note: 'Add a shipping address to see whether cash on delivery is available.',
    });
  });

  it('expects delivery by the slowest line and the delivery method', () => {
    expect(summarizeDraft(ready(), ctx([line(1_000)])).expected).toEqual({
      from: '2026-03-07',
      to: '2026-03-10',
      label: 'Delivery by Sat, 7 Mar – Tue, 10 Mar',
    });
    expect(
      summarizeDraft(ready({ shipping: { ...SHIPPING, zipcode: '781001' } }), ctx([line(1_000)])).expected?.to,
    ).toBe('2026-03-12');
    expect(summarizeDraft(ready(), ctx([line(1_000), line(2_000, 1, { madeToOrder: true })])).expected).toMatchObject({
      from: '2026-03-16',
      to: '2026-03-21',
    });
    const pickup = summarizeDraft(ready({ deliveryMethod: 'pickup', pickupStore: 'kochi' }), ctx([line(1_000)]));
    expect(pickup.expected).toEqual({
      from: '2026-03-05',
      to: '2026-03-06',
      label: 'Ready for pick-up by Thu, 5 Mar – Fri, 6 Mar',
    });
    expect(pickup.view.delivery).toEqual({ method: 'pickup', store: 'kochi', expected: pickup.expected });
  });

  it('shows the billing address only when it differs and is complete', () => {
    const billing = { country: 'India', zipcode: '682016', state: 'Kerala', city: 'Kochi', address: '41/2100 MG Road' };
    expect(summarizeDraft(ready({ billing }), ctx([line(1_000)])).view.billing_address).toBeNull();
    expect(
      summarizeDraft(ready({ billingSame: false, billing: { ...billing, city: null } }), ctx([line(1_000)])).view
        .billing_address,
    ).toBeNull();
    expect(summarizeDraft(ready({ billingSame: false, billing }), ctx([line(1_000)])).view.billing_address).toEqual({
      virtual_order_address_country: 'India',
      virtual_order_address_zipcode: '682016',
      virtual_order_address_state: 'Kerala',
      virtual_order_address_city: 'Kochi',
      virtual_order_address_address: '41/2100 MG Road',
    });
  });

  it('shows the shipping address with India Post’s place, when known', () => {
    expect(summarizeDraft(ready(), ctx([line(1_000)])).view.shipping_address?.pincode).toEqual({
      Name: 'Bangalore G.P.O.',
      Block: 'Bangalore North',
    });
    expect(
      summarizeDraft(ready({ shipping: { ...SHIPPING, place: null, block: null } }), ctx([line(1_000)])).view
        .shipping_address?.pincode,
    ).toBeNull();
    expect(
      summarizeDraft(ready({ shipping: { ...SHIPPING, block: null } }), ctx([line(1_000)])).view.shipping_address
        ?.pincode,
    ).toEqual({ Name: 'Bangalore G.P.O.', Block: '' });
  });

  it('answers in the shape the API promises, for drafts of 1 to 100 lines', () => {
    for (const n of [1, 2, 37, 100]) {
      const lines = Array.from({ length: n }, (_, i) =>
        line(1_000 + i * 97, 1 + (i % 3), { madeToOrder: i % 5 === 4, available: i % 7 }),
      );
      const s = summarizeDraft(
        ready({ couponCode: 'FESTIVE10', pan: 'ABCPE1234F' }),
        ctx(lines, {
          coupon: COUPON,
          listedCoupons: [{ code: 'FESTIVE10', label: '10% off', description: 'Festive' }],
        }),
      );
      expect(() => virtualOrderSchema.parse(s.view)).not.toThrow();
      expect(s.view.cart).toHaveLength(n);
      expect(s.discountShares.reduce((a, b) => a + b, 0)).toBe(s.discount);
      expect(s.payable).toBe(s.subtotal - s.discount);
    }
  });

  it('the fingerprint changes with what the order is made of, not with what is merely shown', () => {
    const lines = [line(12_500, 2), line(1_00_000)];
    const base = summarizeDraft(ready(), ctx(lines)).fingerprintSource;
    expect(summarizeDraft(ready(), ctx(lines)).fingerprintSource).toBe(base);
    expect(
      summarizeDraft(ready(), ctx(lines, { listedCoupons: [{ code: 'X', label: 'x', description: 'x' }] }))
        .fingerprintSource,
    ).toBe(base);
    expect(summarizeDraft(ready(), ctx([{ ...lines[0]!, available: 1 }, lines[1]!])).fingerprintSource).toBe(base);
    for (const changed of [
      summarizeDraft(ready(), ctx([{ ...lines[0]!, qty: 3 }, lines[1]!])),
      summarizeDraft(ready(), ctx([{ ...lines[0]!, unitPrice: 12_501 }, lines[1]!])),
      summarizeDraft(ready({ shipping: { ...SHIPPING, address: '13 MG Road' } }), ctx(lines)),
      summarizeDraft(ready({ contact: { ...CONTACT, phone: '9876543211' } }), ctx(lines)),
      summarizeDraft(ready({ couponCode: 'FESTIVE10' }), ctx(lines, { coupon: COUPON })),
      summarizeDraft(ready({ pan: 'ABCPE1234F' }), ctx(lines)),
      summarizeDraft(ready({ deliveryMethod: 'pickup', pickupStore: 'kochi' }), ctx(lines)),
    ])
      expect(changed.fingerprintSource).not.toBe(base);
  });

  describe('a gift card (partial redemption)', () => {
    const card = (over: Partial<GiftCardFacts> = {}): GiftCardFacts => ({
      id: 7,
      last4: '1A2B',
      type: 'purchased',
      sentTo: 'XXXXXX3210',
      status: 'transfer_verified',
      balance: 5_000,
      usable: true,
      ...over,
    });

    it.each<[string, Partial<GiftCardFacts>, number, number, number]>([
      // name, card, order total, card pays, rest due
      ['draws its balance when the order costs more', {}, 12_000, 5_000, 7_000],
      ['draws only what the order costs when it has more', { balance: 20_000 }, 12_000, 12_000, 0],
      ['draws exactly its balance when they are equal', { balance: 12_000 }, 12_000, 12_000, 0],
      ['draws nothing before its code is verified', { status: 'transfer_requested' }, 12_000, 0, 12_000],
      ['draws nothing when it is locked elsewhere, expired or void', { usable: false }, 12_000, 0, 12_000],
      ['draws nothing when it is used up', { balance: 0 }, 12_000, 0, 12_000],
    ])('%s', (_name, over, total, draw, due) => {
      const s = summarizeDraft(ready({ giftCard: card(over) }), ctx([line(total)]));
      expect({ total: s.total, giftCardAmount: s.giftCardAmount, payable: s.payable }).toEqual({
        total,
        giftCardAmount: draw,
        payable: due,
      });
      expect(s.view.summery).toMatchObject({ redeems: draw, payable_amount: due });
      expect(s.view.applied_gift_card).toMatchObject({
        virtual_order_redeem_name: 'XXXX XXXX XXXX 1A2B',
        virtual_order_redeem_amount: draw,
        virtual_order_redeem_secret_key: null,
      });
      expect(() => virtualOrderSchema.parse(s.view)).not.toThrow();
    });

    it('draws after the coupon: the card pays what is left of the total', () => {
      const s = summarizeDraft(
        ready({ couponCode: 'FESTIVE10', giftCard: card({ balance: 50_000 }) }),
        ctx([line(40_000)], { coupon: COUPON }),
      );
      expect(s).toMatchObject({ subtotal: 40_000, discount: 4_000, total: 36_000, giftCardAmount: 36_000, payable: 0 });
    });

    it('a card that pays everything is the payment mode; nothing else is asked', () => {
      const s = summarizeDraft(ready({ paymentMode: null, giftCard: card({ balance: 20_000 }) }), ctx([line(12_000)]));
      expect(s).toMatchObject({ paymentMode: 'gift_card', missing: null });
      expect(s.view.applied_payment_method).toEqual({ virtual_order_payment_mode: 'gift_card' });
    });

    it('a partial card still needs a mode for the rest, and cash on delivery is judged on the rest', () => {
      // ₹60,000 is over the ₹49,000 cash limit; with ₹15,000 on the card ₹45,000 is due, which cash can take.
      const s = summarizeDraft(
        ready({ paymentMode: 'payment_on_delivery', giftCard: card({ balance: 15_000 }) }),
        ctx([line(60_000)]),
      );
      expect(s).toMatchObject({ payable: 45_000, paymentMode: 'payment_on_delivery', missing: null });
      const none = summarizeDraft(
        ready({ paymentMode: null, giftCard: card({ balance: 15_000 }) }),
        ctx([line(60_000)]),
      );
      expect(none).toMatchObject({ paymentMode: null, missing: 'payment' });
    });

    it('asks for the PAN on what is bought, however much the card pays', () => {
      const s = summarizeDraft(ready({ giftCard: card({ balance: 1_00_000 }) }), ctx([line(2_50_000)]));
      expect(s).toMatchObject({ total: 2_50_000, payable: 1_50_000, missing: 'pan' });
    });

    it('an empty cart draws nothing, and the card changes the fingerprint', () => {
      expect(summarizeDraft(ready({ giftCard: card() }), ctx([])).giftCardAmount).toBe(0);
      const lines = [line(12_000)];
      expect(summarizeDraft(ready({ giftCard: card() }), ctx(lines)).fingerprintSource).not.toBe(
        summarizeDraft(ready(), ctx(lines)).fingerprintSource,
      );
    });
  });
});

describe('summarizeDraft: a savings plan', () => {
  const plan = (over: Partial<SavingsPlanFacts> = {}): SavingsPlanFacts => ({
    planId: 'DFE0123456789AB',
    status: 'matured',
    value: 11_700,
    heldElsewhere: false,
    ...over,
  });
  const cases: [string, Partial<SavingsPlanFacts>, number, number, string | null][] = [
    ['matured: its whole value off', {}, 30_000, 11_700, null],
    ['the order costs its value only', {}, 11_700, 0, 'DFE_ORDER_BELOW_VALUE'],
    ['not matured', { status: 'active' }, 30_000, 0, 'DFE_NOT_MATURED'],
    ['held by another order', { heldElsewhere: true }, 30_000, 0, 'DFE_PLAN_IN_USE'],
    ['redeemed', { status: 'redeemed' }, 30_000, 0, 'DFE_PLAN_REDEEMED'],
  ];
  it.each(cases)('%s', (_name, over, total, amount, problem) => {
    const s = summarizeDraft(ready({ savingsPlan: plan(over) }), ctx([line(total)]));
    expect(s).toMatchObject({ savingsPlanAmount: amount, savingsPlanProblem: problem, payable: total - amount });
    expect(s.view.summery.savings_plan).toBe(amount);
    expect(s.view.applied_savings_plan).toMatchObject({ amount, problem, redemption_value: over.value ?? 11_700 });
  });

  it('keeps cash on delivery for what is left, and changes the fingerprint', () => {
    const withPlan = summarizeDraft(
      ready({ savingsPlan: plan(), paymentMode: 'payment_on_delivery' }),
      ctx([line(55_000)]),
    );
    expect(withPlan.payable).toBe(43_300);
    expect(withPlan.paymentMode).toBe('payment_on_delivery');
    expect(withPlan.fingerprintSource).not.toBe(summarizeDraft(ready(), ctx([line(55_000)])).fingerprintSource);
  });
});

describe('summarizeDraft: an order shipped outside India', () => {
  const LONDON = {
    country: 'United Kingdom',
    zipcode: 'SW1A 1AA',
    state: '',
    city: 'London',
    address: '10 Downing Street',
    place: null,
    block: null,
  };

  it('adds the international charge to the total, card only, with its notices', () => {
    const s = summarizeDraft(ready({ shipping: LONDON }), ctx([line(50_000)], { pincodeEligible: null }));
    expect(s).toMatchObject({ subtotal: 50_000, charges: 3_000, total: 53_000, payable: 53_000, missing: null });
    expect(s.countryCode).toBe('GB');
    expect(s.view.summery).toMatchObject({ charges: 3_000, payable_amount: 53_000 });
    expect(s.view.international).toMatchObject({ country_code: 'GB', shipping_charge: 3_000 });
    expect(s.view.options.payment_methods[0]).toMatchObject({ id: 'payment_on_delivery', available: false });
    expect(s.view.delivery.expected?.label).toMatch(/^First delivery attempt by /);
    expect(s.view.shipping_address?.virtual_order_address_state).toBe('');
    expect(() => virtualOrderSchema.parse(s.view)).not.toThrow();
  });

  it('never keeps cash on delivery for it', () => {
    const s = summarizeDraft(
      ready({ shipping: LONDON, paymentMode: 'payment_on_delivery' }),
      ctx([line(20_000)], { pincodeEligible: null }),
    );
    expect(s.paymentMode).toBeNull();
    expect(s.missing).toBe('payment');
  });

  it('charges nothing within India or for a pick-up at a store', () => {
    expect(summarizeDraft(ready(), ctx([line(50_000)])).charges).toBe(0);
    const pickup = summarizeDraft(
      ready({ shipping: LONDON, deliveryMethod: 'pickup', pickupStore: STORES[0]!.id }),
      ctx([line(50_000)]),
    );
    expect(pickup.charges).toBe(0);
    expect(pickup.international).toBeNull();
  });
});
