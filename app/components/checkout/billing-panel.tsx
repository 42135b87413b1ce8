// The billing block (docs/spec.md#second-4 "Billing"): 'Use my shipping address as billing address', on by default;
// turned off, a billing address of its own saved 1000 ms after the last edit.
import { useRef, useState } from 'react';
import { AddressFields, addressValues, type AddressValues } from './address-fields';
import { useAutosave, useCheckout } from './checkout-state';
import type { FieldErrors } from './field-errors';
import { Panel } from './panel';

export const BILLING_SAVE_MS = 1000;
export const SAME_AS_SHIPPING_LABEL = 'Use my shipping address as billing address';

export function BillingPanel() {
  const { draft, save } = useCheckout();
  const [same, setSame] = useState(draft.billing_same);
  const [values, setValues] = useState<AddressValues>(() => addressValues(draft.billing_address));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const current = useRef(values);
  current.current = values;

  const saveNow = async (body: Record<string, unknown>) => {
    setSaving(true);
    const answer = await save('virtual_order_set_billing_address', body);
    setSaving(false);
    setErrors(answer.ok ? {} : answer.fields);
  };
  const lookup = useRef<Promise<void> | null>(null);
  const autosave = useAutosave('billing', BILLING_SAVE_MS, async () => {
    await lookup.current;
    await saveNow({ ...current.current, same_as_shipping: false });
  });

  const toggle = (on: boolean) => {
    setSame(on);
    // On: saved at once (nothing to type); off: saved once the address is typed.
    if (on) void saveNow({ same_as_shipping: true });
  };
  const change = (changed: Partial<AddressValues>) => {
    setValues((v) => ({ ...v, ...changed }));
    current.current = { ...current.current, ...changed };
    autosave.schedule();
  };
  const touch = (field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));

  return (
    <Panel id="co-billing" title="Billing Address" step={2} saving={saving}>
      <label className="form-check co-check">
        <input type="checkbox" checked={same} onChange={(e) => toggle(e.target.checked)} />
        <span>{SAME_AS_SHIPPING_LABEL}</span>
      </label>
      {same ? null : (
        <AddressFields
          idPrefix="billing"
          values={values}
          errors={errors}
          touched={touched}
          showAll={false}
          onChange={change}
          onBlur={touch}
          lookup={lookup}
        />
      )}
    </Panel>
  );
}
