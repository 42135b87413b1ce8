// The figures of a GST tax invoice, from an order as sold and the store's registration. Prices on the
// store include GST (domain/catalog/price-breakup.ts): the customer pays the price, so the invoice
// works back from what was charged. Each line's value after its coupon share is the tax-inclusive
// amount; its taxable value is that amount × 100 / 103, rounded to the paisa; the tax is the rest,
// so taxable value + tax is exactly what the line cost and the invoice's total is exactly what the
// customer paid for the goods. The tax is 3% of the taxable value to within a paisa, split into CGST
// and SGST (1.5% each) when the place of supply is the store's own state, else one IGST (3%).
//
// A coupon is a discount given at the time of sale (CGST Act s. 15(3)(a)): it lowers each line's
// taxable value by its share. A gift card is not a discount but a means of payment (the card was a
// voucher; its value is taxed when it buys goods), so it lowers nothing: it is listed under payments
// beside what the payment mode collected. Shipping charged with the jewellery is part of one
// composite supply whose principal supply is the jewellery, so it is taxed as the jewellery (HSN 7113, 3%).
//
// An order shipped outside India is an export of goods (IGST Act s. 2(5)); its place of supply is
// outside India (s. 11), so it is an inter-state supply (s. 7(5)(a)) and bears IGST. Exports are
// zero-rated (s. 16): the store exports on payment of IGST and claims it back, so the customer pays the
// price shown, as within India, and the invoice carries rule 46's endorsement and the state code 96
// (Other Country) as the GST returns ask (docs/decisions/2026-11-27-international-orders.md).
//
// Money here is integer paise: the order's whole rupees × 100, and every split rounded once, half up.
import { amountInWords } from './amount-in-words.ts';
import { gstStateCode } from './gst-states.ts';

/** HSN 7113: articles of jewellery and parts thereof, of precious metal. */
export const JEWELLERY_HSN = '7113';
/** GST on jewellery in basis points: 3% (CGST 1.5% + SGST 1.5%, or IGST 3%). */
export const GST_BASIS_POINTS = 300;
export const CGST_BASIS_POINTS = 150;

export interface InvoiceSeller {
  legalName: string;
  address: string;
  gstin: string;
  /** The state of registration: a place of supply there is intra-state. */
  state: string;
}

export interface InvoiceAddress {
  address: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  /** ISO 3166-1 alpha-2; India ('IN') when not given. */
  countryCode?: string;
}

/** The code the GST returns give a place of supply outside India ("Other Country"). */
export const OTHER_COUNTRY_CODE = '96';
/** CGST Rules, rule 46: the endorsement on the invoice of goods exported on payment of IGST. */
export const EXPORT_ENDORSEMENT = 'SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX';

export interface InvoiceOrderLine {
  name: string;
  sku: string;
  size?: string | null;
  color?: string | null;
  qty: number;
  /** Whole rupees, GST included: the price as sold. */
  unitPrice: number;
  /** qty × unitPrice. */
  total: number;
  /** This line's share of the coupon, whole rupees, GST included. */
  discount: number;
  /** The price's parts as sold, for one piece (domain/orders/line-breakup.ts); null on lines sold before breakups were kept. */
  breakup: {
    metal_price: number;
    diamond_price: number;
    gemstone_price: number;
    /** Charged for making, after any discount. */
    making_charge: number;
    /** Taken off the making charge (docs/decisions/2026-11-27-catalogue-facts.md); absent on older lines. */
    making_discount?: number;
  } | null;
}

export interface InvoiceOrder {
  orderId: string;
  /** When the order was placed (ISO). */
  placedAt: string;
  customer: { name: string; email: string; phone: string };
  billing: InvoiceAddress;
  shipping: InvoiceAddress;
  /** A pick-up is handed over at a showroom of the store: the place of supply is the store's state. */
  pickup: { name: string; address: string } | null;
  lines: readonly InvoiceOrderLine[];
  couponCode: string | null;
  /** Whole rupees, GST included; the lines' shares add up to it. */
  discount: number;
  /** Shipping and other charges, whole rupees, GST included. */
  charges: number;
  /** What the customer pays for the order: subtotal − discount + charges. */
  amount: number;
  /** What a gift card paid of the amount. */
  giftCardAmount: number;
  /** How the rest was paid, as the customer reads it ('Cash on delivery'). */
  paymentModeLabel: string;
}

export interface InvoiceLine {
  description: string;
  /** 'SKU · size · colour', what identifies the piece. */
  details: string;
  hsn: string;
  qty: number;
  /**
   * The per-piece parts before GST, paise; null when the line has no breakup. With a discount on the
   * making charge, `making` is the list making charge and `makingDiscount` what was taken off it, so
   * metal + stones + making − makingDiscount is what was charged, as without one.
   */
  breakup: { metal: number; stones: number; making: number; makingDiscount?: number } | null;
  /** Every amount below in paise. The value of the line before tax and before the coupon. */
  value: number;
  /** The coupon's share before tax. */
  discount: number;
  /** value − discount. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable + taxes: what the line cost the customer. */
  total: number;
}

export interface InvoiceFigures {
  number: string;
  issuedAt: string;
  seller: InvoiceSeller & { stateCode: string };
  buyer: {
    name: string;
    email: string;
    phone: string;
    billing: InvoiceAddress;
    shipping: InvoiceAddress | null;
    pickup: { name: string; address: string } | null;
  };
  placeOfSupply: { state: string; code: string | null };
  /** intra: CGST + SGST; inter: IGST (an export too). */
  supply: 'intra' | 'inter';
  /** Shipped outside India: rule 46's endorsement; null within India. */
  exportNote: string | null;
  order: { orderId: string; placedAt: string; couponCode: string | null; couponAmount: number };
  lines: InvoiceLine[];
  totals: {
    value: number;
    discount: number;
    taxable: number;
    cgst: number;
    sgst: number;
    igst: number;
    tax: number;
    total: number;
    totalInWords: string;
    taxInWords: string;
  };
  /** How the total was paid: the gift card's part, then the payment mode's. Paise; they add up to the total. */
  payments: { label: string; amount: number }[];
}

/** a × b / c rounded half up, in integers (a, b, c ≥ 0; results far below 2^53). */
const mulDivRound = (a: number, b: number, c: number): number => Math.floor((2 * a * b + c) / (2 * c));

const nonNegativeWhole = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** The invoice's figures; throws RangeError on an order whose money does not add up (a caller's bug). */
export function invoiceFigures(
  order: InvoiceOrder,
  seller: InvoiceSeller,
  issue: { number: string; issuedAt: string },
): InvoiceFigures {
  const sellerCode = gstStateCode(seller.state);
  if (sellerCode === null) throw new RangeError(`the store's state "${seller.state}" is not an Indian state`);
  if (order.lines.length === 0) throw new RangeError('an invoice needs at least one line');
  for (const [name, value] of Object.entries({
    discount: order.discount,
    charges: order.charges,
    amount: order.amount,
    giftCardAmount: order.giftCardAmount,
  })) {
    if (!nonNegativeWhole(value)) throw new RangeError(`${name} must be whole rupees, not negative`);
  }
  const shares = order.lines.reduce((sum, l) => sum + l.discount, 0);
  // Orders from before the checkout kept each line's share have none: the discount is shared by value.
  const orderLines = shares === 0 && order.discount > 0 ? shareDiscount(order.lines, order.discount) : order.lines;
  if (shares !== 0 && shares !== order.discount)
    throw new RangeError(`the lines' coupon shares (${shares}) do not add up to the discount (${order.discount})`);
  const goods = order.lines.reduce((sum, l) => sum + l.total, 0);
  if (goods - order.discount + order.charges !== order.amount)
    throw new RangeError('the amount is not the lines less the discount plus the charges');
  if (order.giftCardAmount > order.amount) throw new RangeError('the gift card paid more than the amount');

  const exported = !order.pickup && (order.shipping.countryCode ?? 'IN') !== 'IN';
  const placeOfSupply = order.pickup
    ? { state: seller.state, code: sellerCode }
    : exported
      ? { state: `Outside India (${order.shipping.country})`, code: OTHER_COUNTRY_CODE }
      : { state: order.shipping.state, code: gstStateCode(order.shipping.state) };
  const supply = placeOfSupply.code === sellerCode ? 'intra' : 'inter';

  const line = (
    description: string,
    details: string,
    qty: number,
    grossRupees: number,
    discountRupees: number,
    breakup: InvoiceLine['breakup'],
  ): InvoiceLine => {
    if (!nonNegativeWhole(grossRupees) || !nonNegativeWhole(discountRupees) || discountRupees > grossRupees)
      throw new RangeError(
        `line "${description}": its total and coupon share must be whole rupees, the share within the total`,
      );
    const inclusive = (grossRupees - discountRupees) * 100;
    const taxable = mulDivRound(inclusive, 10_000, 10_000 + GST_BASIS_POINTS);
    const value = mulDivRound(grossRupees * 100, 10_000, 10_000 + GST_BASIS_POINTS);
    const tax = inclusive - taxable;
    const cgst = supply === 'intra' ? mulDivRound(taxable, CGST_BASIS_POINTS, 10_000) : 0;
    return {
      description,
      details,
      hsn: JEWELLERY_HSN,
      qty,
      breakup,
      value,
      discount: value - taxable,
      taxable,
      cgst,
      sgst: supply === 'intra' ? tax - cgst : 0,
      igst: supply === 'inter' ? tax : 0,
      total: inclusive,
    };
  };

  const lines = orderLines.map((l) => {
    if (!Number.isSafeInteger(l.qty) || l.qty < 1 || l.total !== l.qty * l.unitPrice)
      throw new RangeError(`line "${l.name}": total must be qty × unit price`);
    const b = l.breakup;
    const makingDiscount = b?.making_discount ?? 0;
    if (!nonNegativeWhole(makingDiscount))
      throw new RangeError(`line "${l.name}": the making discount is whole rupees`);
    const breakup = b
      ? {
          metal: b.metal_price * 100,
          stones: (b.diamond_price + b.gemstone_price) * 100,
          making: (b.making_charge + makingDiscount) * 100,
          ...(makingDiscount > 0 ? { makingDiscount: makingDiscount * 100 } : {}),
        }
      : null;
    const details = [l.sku, l.size ? `Size ${l.size}` : null, l.color ? titleCase(l.color) : null]
      .filter(Boolean)
      .join(' · ');
    return line(l.name, details, l.qty, l.total, l.discount, breakup);
  });
  if (order.charges > 0)
    lines.push(line('Shipping and handling', 'Part of the supply of the jewellery', 1, order.charges, 0, null));

  const sum = (key: 'value' | 'discount' | 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total') =>
    lines.reduce((s, l) => s + l[key], 0);
  const total = sum('total');
  if (total !== order.amount * 100) throw new RangeError('the invoice total is not the amount paid');
  const tax = sum('cgst') + sum('sgst') + sum('igst');

  const payments: InvoiceFigures['payments'] = [];
  if (order.giftCardAmount > 0) payments.push({ label: 'Gift card', amount: order.giftCardAmount * 100 });
  if (order.amount > order.giftCardAmount)
    payments.push({ label: order.paymentModeLabel, amount: (order.amount - order.giftCardAmount) * 100 });

  return {
    number: issue.number,
    issuedAt: issue.issuedAt,
    seller: { ...seller, stateCode: sellerCode },
    buyer: {
      ...order.customer,
      billing: order.billing,
      shipping: order.pickup ? null : order.shipping,
      pickup: order.pickup,
    },
    placeOfSupply,
    supply,
    exportNote: exported ? EXPORT_ENDORSEMENT : null,
    order: {
      orderId: order.orderId,
      placedAt: order.placedAt,
      couponCode: order.couponCode,
      couponAmount: order.discount * 100,
    },
    lines,
    totals: {
      value: sum('value'),
      discount: sum('discount'),
      taxable: sum('taxable'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
      igst: sum('igst'),
      tax,
      total,
      totalInWords: amountInWords(total),
      taxInWords: amountInWords(tax),
    },
    payments,
  };
}

/** The discount over the lines in proportion to their totals, whole rupees, the remainders to the largest fractions. */
function shareDiscount(lines: readonly InvoiceOrderLine[], discount: number): InvoiceOrderLine[] {
  const goods = lines.reduce((s, l) => s + l.total, 0);
  if (goods === 0 || discount > goods) throw new RangeError('the discount is larger than the goods');
  const exact = lines.map((l) => (l.total * discount) / goods);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((a, b) => a + b, 0);
  const byFraction = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byFraction) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return lines.map((l, i) => ({ ...l, discount: shares[i]! }));
}

const titleCase = (s: string) => s.replace(/(^|[\s-])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
