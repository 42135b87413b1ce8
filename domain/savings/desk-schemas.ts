// The back office's savings plan calls (GET /api/admin/savings-plans and /{plan_id}): find a member's
// plan, see who is behind, read a passbook. Read-only: every money move of a plan is the member's
// card payment or their checkout (docs/decisions/2026-11-28-savings-desk.md).
import { z } from 'zod';
import { deskPageSchema, deskPagingFields, deskSearchSchema } from '../api/desk-params.ts';
import { planIdSchema, planSchema } from './api-schemas.ts';

export const SAVINGS_DESK_PAGE_SIZE = 25;

/** The statuses a plan shows on the desk (as the member sees them: domain/savings/plan-rules.ts `planStatusOn`). */
export const SAVINGS_DESK_STATUSES = ['pending', 'active', 'matured', 'closed', 'redeemed'] as const;
export type SavingsDeskStatus = (typeof SAVINGS_DESK_STATUSES)[number];

export const savingsDeskListQuerySchema = z.object({
  status: z.enum(SAVINGS_DESK_STATUSES).optional(),
  q: deskSearchSchema("The plan id, the member's mobile (10 digits, +91 forgiven), email, or a part of their name"),
  due: z.enum(['overdue']).optional().describe('overdue: plans with an unpaid instalment past its due date'),
  page: deskPageSchema,
});
export type SavingsDeskListQuery = z.infer<typeof savingsDeskListQuerySchema>;

export const savingsDeskPlanParamsSchema = z.object({ plan_id: planIdSchema });

const memberSchema = z.object({ name: z.string(), email: z.string(), mobile: z.string() });

const deskPlanRowSchema = z.object({
  plan_id: z.string(),
  status: z.enum(SAVINGS_DESK_STATUSES),
  member: memberSchema,
  monthly_amount: z.number().int(),
  paid_count: z.number().int(),
  saved: z.number().int(),
  started_on: z.string().nullable(),
  matures_on: z.string().nullable(),
  next_due_on: z.string().nullable().describe('The due day of the first unpaid instalment while the plan is paid into'),
  days_late: z.number().int().describe('Days that instalment is past its due day (0 when not late)'),
  enrolled_at: z.string(),
});
export type SavingsDeskRow = z.infer<typeof deskPlanRowSchema>;

export const savingsDeskListAnswerSchema = z.object({
  success: z.literal(true),
  plans: z.array(deskPlanRowSchema),
  ...deskPagingFields,
  counts: z
    .record(z.string(), z.number().int())
    .describe('Plans per status under the search, with `all` and `overdue`'),
});
export type SavingsDeskListAnswer = z.infer<typeof savingsDeskListAnswerSchema>;

export const savingsDeskPlanAnswerSchema = z.object({
  success: z.literal(true),
  plan: planSchema.extend({
    member: memberSchema,
    enrolled_at: z.string(),
    pan: z.string().nullable(),
    payments: z
      .array(z.object({ n: z.number().int(), receipt_no: z.string(), payment_id: z.string(), paid_at: z.string() }))
      .describe("Each paid instalment's card payment id at the provider"),
  }),
  redemption: z
    .object({
      state: z.enum(['held', 'redeemed', 'released', 'returned']),
      order_id: z.string(),
      amount: z.number().int(),
      at: z.string(),
    })
    .nullable()
    .describe('The latest order that applied the plan at checkout, if any'),
  audit: z.array(
    z.object({
      at: z.string(),
      staff: z.string().nullable(),
      action: z.string(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
});
export type SavingsDeskPlanAnswer = z.infer<typeof savingsDeskPlanAnswerSchema>;
