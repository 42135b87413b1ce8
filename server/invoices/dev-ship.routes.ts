// POST /api/dev/orders/{order_id}/ship: until the orders desk exists, a store on a laptop (never a
// deployed one, demo or not) can ship an order to see its invoice: the order walks the status table
// to shipped (confirmed, packed) and its invoice is issued in the same transaction, as the desk's
// ship action will do it. Not mounted when the store is deployed: the path is the API's JSON 404.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { orderTrackBodySchema } from '../../domain/orders/api-schemas.ts';
import { canMoveTo, isOrderStatus, type OrderStatus } from '../../domain/orders/order-status.ts';
import { ApiError } from '../http/api-error.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { setOrderStatus } from '../orders/orders.repo.ts';
import type { InvoicesService } from './invoices.service.ts';

const STEPS: readonly OrderStatus[] = ['confirmed', 'packed', 'shipped'];

export function devShipCalls(db: Db, invoices: InvoicesService): ApiCall[] {
  return [
    defineCall({
      path: 'dev/orders/{order_id}/ship',
      method: 'POST',
      tag: 'Orders',
      summary: 'Ship an order and issue its invoice (only on a store that is not deployed)',
      description:
        'Moves a placed, confirmed or packed order to shipped along the status table and issues its GST tax invoice in the same transaction, ' +
        "as the desk's ship action does. Again on a shipped order: its invoice, unchanged. On a deployed store this call does not exist (404).",
      // A POST's input is its body; the order id is the path's, checked below with the same rule.
      input: z.object({}),
      emptyBodyAllowed: true,
      answer: z.object({ invoice: z.object({ number: z.string(), issued_at: z.string() }) }),
      errors: [
        { status: 404, reason: 'ORDER_NOT_FOUND', description: 'No such order.' },
        {
          status: 409,
          reason: 'INVALID_TRANSITION',
          description: 'The order cannot reach shipped from where it is (awaiting payment, cancelled, in production).',
        },
      ],
      handle: async (_body, c) => {
        const parsed = orderTrackBodySchema.shape.order_id.safeParse(c.req.param('order_id') ?? '');
        if (!parsed.success)
          throw new ApiError(400, 'INVALID_INPUT', 'The order id in the path is not an order id like SV7K2M9Q4R8T1XW.');
        const order_id = parsed.data;
        return db.transaction(async (tx) => {
          const [row] = await tx
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.orderId, order_id))
            .for('update');
          if (!row || !isOrderStatus(row.status))
            throw new ApiError(404, 'ORDER_NOT_FOUND', 'There is no order with this id.');
          let at: OrderStatus = row.status;
          for (const next of STEPS) {
            if (at === next || !canMoveTo(at, next)) continue;
            await setOrderStatus(tx, order_id, next, 'dev: shipped from /api/dev');
            at = next;
          }
          if (at !== 'shipped' && at !== 'delivered')
            throw new ApiError(
              409,
              'INVALID_TRANSITION',
              `An order that is ${at.replace('_', ' ')} cannot be shipped.`,
            );
          const issued = await invoices.issueInvoice(tx, order_id);
          if (!('number' in issued)) throw new ApiError(409, 'INVALID_TRANSITION', 'The order has not shipped.');
          return { invoice: { number: issued.number, issued_at: issued.issuedAt } };
        });
      },
    }),
  ];
}
