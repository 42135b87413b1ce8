// The demo store's coupons (the issue: PERCENTAGE and FLAT, with a minimum subtotal, dates and
// limits; one of them at the ₹1 lakh threshold the spec's message names). Seeded with the catalogue,
// and added to a demo database seeded before coupons existed: an operator's own coupons are left alone.
import type { Db } from '../../client.ts';
import { coupons } from '../../schema/checkout.ts';

type CouponRow = typeof coupons.$inferInsert;

export const DEMO_COUPONS: readonly CouponRow[] = [
  {
    code: 'WELCOME10',
    label: '10% off your first order',
    description: '10% off orders of ₹10,000 or more, up to ₹5,000. Once per customer.',
    kind: 'PERCENTAGE',
    value: 10,
    maxDiscount: 5_000,
    minSubtotal: 10_000,
    perCustomerLimit: 1,
  },
  {
    code: 'FLAT2000',
    label: '₹2,000 off diamond jewellery',
    description: '₹2,000 off orders above ₹15,000.',
    kind: 'FLAT',
    value: 2_000,
    minSubtotal: 15_000,
  },
  {
    code: 'LAKH5000',
    label: '₹5,000 off orders above ₹1 Lakh',
    description: 'A flat ₹5,000 off orders of ₹1,00,000 or more.',
    kind: 'FLAT',
    value: 5_000,
    minSubtotal: 100_000,
  },
  {
    code: 'FESTIVE15',
    label: 'Festive 15% off',
    description: '15% off orders of ₹25,000 or more, up to ₹15,000, for the first 500 orders.',
    kind: 'PERCENTAGE',
    value: 15,
    maxDiscount: 15_000,
    minSubtotal: 25_000,
    totalLimit: 500,
  },
];

export async function seedDemoCoupons(db: Pick<Db, 'insert'>): Promise<void> {
  await db
    .insert(coupons)
    .values([...DEMO_COUPONS])
    .onConflictDoNothing();
}
