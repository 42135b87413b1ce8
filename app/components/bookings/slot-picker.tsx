// A day and a slot of a booking plan, in India's time. The days and slots still open depend on the
// time now, so they are worked out in the browser after hydration (the server's render lists the
// plan's slots, and the same markup hydrates); the server checks again.
import { useEffect, useState } from 'react';
import { indiaToday, lastBookableDay, openSlots, slotLabel, type SlotPlan } from '../../../domain/bookings/slots';
import { FormField } from '../account/form-field';
import { SelectField } from '../forms/form-controls';

export function SlotPicker({
  plan,
  idPrefix,
  date,
  slot,
  onChange,
  errors,
}: {
  plan: SlotPlan;
  idPrefix: string;
  date: string;
  slot: string;
  onChange: (next: { date: string; slot: string }) => void;
  errors: { date?: string | undefined; slot?: string | undefined };
}) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  const slots = now && date ? openSlots(plan, date, now) : plan.slots;
  return (
    <div className="form-row">
      <FormField
        idPrefix={idPrefix}
        name="date"
        label="Date"
        type="date"
        required
        min={now ? indiaToday(now) : undefined}
        max={now ? lastBookableDay(now) : undefined}
        value={date}
        onChange={(e) => onChange({ date: e.target.value, slot: '' })}
        error={errors.date}
      />
      <SelectField
        idPrefix={idPrefix}
        name="slot"
        label="Time"
        required
        value={slot}
        onChange={(e) => onChange({ date, slot: e.target.value })}
        error={errors.slot}
        disabled={!date}
        placeholder={!date ? 'Choose a date first' : slots.length === 0 ? 'No time left on this day' : 'Choose a time'}
        choices={slots.map((s) => ({ value: s, label: slotLabel(plan, s) }))}
      />
    </div>
  );
}
