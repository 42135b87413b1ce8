// The date and slot of a booking body, checked together against the service's plan and the time now
// in India, alongside the other fields (so one refusal names every bad field at once).
import { z } from 'zod';
import { checkSlot, SLOT_TEXTS, type SlotPlan } from './slots.ts';

// An empty date or slot is asked for by name; a filled one that is not offered is checkSlot's to word.
export const dateField = z
  .string()
  .refine((v) => v !== '', SLOT_TEXTS.chooseDate)
  .max(10)
  .describe("The day, 'YYYY-MM-DD', in India");
export const slotField = z
  .string()
  .refine((v) => v !== '', SLOT_TEXTS.chooseTime)
  .max(5)
  .describe("The slot's start, 'HH:MM', India time");

export function withSlotCheck<S extends z.ZodObject<{ date: z.ZodString; slot: z.ZodString }>>(
  plan: SlotPlan,
  schema: S,
) {
  return schema.superRefine(
    (body, ctx) => {
      const { date, slot } = body as { date: string; slot: string };
      const checked = checkSlot(plan, date, slot, new Date());
      if (!checked.ok) ctx.addIssue({ code: 'custom', path: [checked.field], message: checked.message });
    },
    {
      when: (payload: { value: unknown }) => {
        // Checked even when other fields failed (the refusal names them all), once both are strings.
        const value = payload.value as { date?: unknown; slot?: unknown } | undefined;
        return typeof value?.date === 'string' && typeof value.slot === 'string';
      },
    } as never,
  );
}
