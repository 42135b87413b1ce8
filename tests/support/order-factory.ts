// Orders for tests, written the way the checkout will write them: `insertOrder` with real variants of
// the seeded catalogue, then `setOrderStatus` along the statuses. No order row is ever written by hand.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, variants } from '../../db/schema/catalog.ts';
import type { LineBreakup } from '../../domain/orders/line-breakup.ts';
import type { OrderStatus, PaymentMode } from '../../domain/orders/order-status.ts';
import { insertOrder, setOrderStatus, type NewOrder } from '../../server/orders/orders.repo.ts';

export interface OrderSeed {
  userId?: number | null;
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  paymentMode?: PaymentMode;
  /** Which seeded variants (by position in id order, or by their public variant_id) and how many of each. */
  lines?: ({ variant: number; qty: number } | { variantId: string; qty: number })[];
  discount?: number;
  charges?: number;
  /** The statuses the order goes through after being generated, e.g. ['placed', 'confirmed']. */
  path?: OrderStatus[];
  madeToOrder?: boolean;
  /** Each line's share of the discount, in line order; none by default. */
  lineDiscounts?: number[];
  /** Each line's price breakup from its unit price and position; none by default (as orders from before the checkout). */
  breakup?: (unitPrice: number, line: number) => LineBreakup | null;
  /**
   * What the checkout records (migration 0009): delivery, the expected window, the coupon, the PAN.
   * Without it the order reads like one from before the checkout (ship, nulls).
   */
  checkout?: {
    deliveryMethod?: 'ship' | 'pickup';
    pickupStore?: string | null;
    expectedFrom?: string | null;
    expectedTo?: string | null;
    couponCode?: string | null;
    pan?: string | null;
  };
}

export const SHIPPING = {
  country: 'India',
  zipcode: '560003',
  state: 'Karnataka',
  city: 'Bengaluru',
  address: '12, 4th Cross, Malleshwaram',
};

/** Creates an order for real seeded variants and walks it through `path` (default: placed). */
export async function createOrder(db: Db, seed: OrderSeed) {
  const columns = {
    id: variants.id,
    variantId: variants.variantId,
    color: variants.color,
    size: variants.size,
    image: variants.image,
    offerprice: variants.offerprice,
    name: products.name,
    sku: products.sku,
    value: products.value,
    madeToOrder: products.madeToOrder,
  };
  const picked = await db
    .select(columns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .orderBy(asc(variants.id))
    .limit(20);
  const seedLines = seed.lines ?? [{ variant: 0, qty: 1 }];
  const namedIds = seedLines.flatMap((l) => ('variantId' in l ? [l.variantId] : []));
  const named =
    namedIds.length === 0
      ? []
      : await db
          .select(columns)
          .from(variants)
          .innerJoin(products, eq(products.id, variants.productId))
          .where(inArray(variants.variantId, namedIds));
  const lines = seedLines.map((line, i) => {
    const { qty } = line;
    const v =
      'variantId' in line ? named.find((n) => n.variantId === line.variantId) : picked[line.variant % picked.length];
    if (!v) throw new Error(`no variant ${'variantId' in line ? line.variantId : line.variant}`);
    return {
      variantId: v.id,
      name: v.name,
      sku: v.sku,
      color: v.color,
      size: v.size,
      picture: v.image.split(',')[0] ?? null,
      productValue: v.value,
      madeToOrder: seed.madeToOrder ?? v.madeToOrder,
      qty,
      unitPrice: v.offerprice,
      discount: seed.lineDiscounts?.[i] ?? 0,
      breakup: seed.breakup?.(v.offerprice, i) ?? null,
    };
  });
  const checkout = seed.checkout;
  const order: NewOrder = {
    userId: seed.userId ?? null,
    contact: {
      firstName: seed.firstName ?? 'Asha',
      lastName: seed.lastName ?? 'Rao',
      email: seed.email,
      phone: seed.phone ?? '9876543210',
    },
    paymentMode: seed.paymentMode ?? 'payment_on_delivery',
    shipping: SHIPPING,
    lines,
    discount: seed.discount ?? 0,
    charges: seed.charges ?? 0,
    ...(checkout
      ? {
          checkout: {
            cartId: randomUUID(),
            deliveryMethod: checkout.deliveryMethod ?? 'ship',
            pickupStore: checkout.pickupStore ?? null,
            expectedFrom: checkout.expectedFrom ?? null,
            expectedTo: checkout.expectedTo ?? null,
            couponCode: checkout.couponCode ?? null,
            pan: checkout.pan ?? null,
            fingerprint: 'test-factory',
            reservedUntilSeconds: 900,
          },
        }
      : {}),
  };
  const inserted = await insertOrder(db, order);
  for (const status of seed.path ?? ['placed']) {
    if (!(await setOrderStatus(db, inserted.orderId, status)))
      throw new Error(`order ${inserted.orderId} cannot move to ${status}`);
  }
  return { ...inserted, lines };
}
