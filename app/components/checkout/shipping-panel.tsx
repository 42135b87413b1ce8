// Shipping Details (docs/spec.md#second-2, #second-3; the "Delivery"): free shipping across India to the address,
// or pick-up at one of the three stores, and the address (for a pick-up, the one on the invoice).
// Saved 1000 ms after the last edit; a valid pincode shows its India Post place and block in green,
// an unknown one is marked (SHIPPING_PINCODE_ERROR); the expected delivery follows the answer.
import { InternationalNotice } from './international-notice';
import { useRef, useState } from 'react';
import type { DeliveryMethod } from '../../../domain/checkout/api-schemas';
import { AddressFields, addressValues, type AddressValues } from './address-fields';
import { useAutosave, useCheckout, usePanelMark } from './checkout-state';
import type { FieldErrors } from './field-errors';
import { Panel } from './panel';

export const SHIPPING_SAVE_MS = 1000;

export function ShippingPanel() {
  const { draft, save } = useCheckout();
  const [values, setValues] = useState<AddressValues>(() => addressValues(draft.shipping_address));
  const [method, setMethod] = useState<DeliveryMethod>(draft.delivery.method);
  const [store, setStore] = useState(draft.delivery.store ?? '');
  const [place, setPlace] = useState(draft.shipping_address?.pincode ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [saving, setSaving] = useState(false);
  const current = useRef({ values, method, store });
  current.current = { values, method, store };

  const lookup = useRef<Promise<void> | null>(null);
  const saveNow = async () => {
    // A pincode being looked up brings the city and state: save with them, not before them.
    await lookup.current;
    const { values: v, method: m, store: s } = current.current;
    setSaving(true);
    const answer = await save('virtual_order_set_shipping_address', {
      ...v,
      delivery_method: m,
      ...(m === 'pickup' ? { pickup_store: s } : {}),
    });
    setSaving(false);
    setErrors(answer.ok ? {} : answer.fields);
    if (answer.ok) setPlace(answer.data.message.pincode ?? null);
    else if (answer.fields.virtual_order_address_zipcode) setPlace(null);
  };
  const autosave = useAutosave('shipping', SHIPPING_SAVE_MS, saveNow);
  const ref = usePanelMark('shipping', () => {
    setShowAll(true);
    void autosave.flush().then((ran) => (ran ? undefined : saveNow()));
  });

  const change = (changed: Partial<AddressValues>) => {
    setValues((v) => ({ ...v, ...changed }));
    current.current = { ...current.current, values: { ...current.current.values, ...changed } };
    if (changed.address_zipcode !== undefined) setPlace(null);
    autosave.schedule();
  };
  const chooseMethod = (m: DeliveryMethod) => {
    setMethod(m);
    const s =
      m === 'pickup' && !current.current.store ? (draft.options.pickup_stores[0]?.id ?? '') : current.current.store;
    setStore(s);
    current.current = { ...current.current, method: m, store: s };
    autosave.schedule();
  };
  const chooseStore = (s: string) => {
    setStore(s);
    current.current = { ...current.current, store: s };
    autosave.schedule();
  };
  const touch = (field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const expected = draft.delivery.expected;

  return (
    <Panel ref={ref} id="co-shipping" title="Shipping Details" step={2} saving={saving}>
      <fieldset className="co-choices">
        <legend>Delivery</legend>
        <label className="co-choice">
          <input
            type="radio"
            name="delivery_method"
            value="ship"
            checked={method === 'ship'}
            onChange={() => chooseMethod('ship')}
          />
          <span>
            <strong>Ship to my address</strong>
            <small>Insured: free anywhere in India; outside India, card only, for a charge.</small>
          </span>
        </label>
        <label className="co-choice">
          <input
            type="radio"
            name="delivery_method"
            value="pickup"
            checked={method === 'pickup'}
            onChange={() => chooseMethod('pickup')}
          />
          <span>
            <strong>Pick up at a store</strong>
            <small>Kochi, Kozhikode or Thrissur. Bring a photo ID.</small>
          </span>
        </label>
      </fieldset>
      {method === 'pickup' ? (
        <fieldset className="co-choices co-stores">
          <legend>Store</legend>
          {draft.options.pickup_stores.map((s) => (
            <label key={s.id} className="co-choice">
              <input
                type="radio"
                name="pickup_store"
                value={s.id}
                checked={store === s.id}
                onChange={() => chooseStore(s.id)}
              />
              <span>
                <strong>{s.name}</strong>
                <small>
                  {s.address}, {s.city} {s.pincode} · {s.hours}
                </small>
              </span>
            </label>
          ))}
          {errors.pickup_store ? <p className="field-error">{errors.pickup_store}</p> : null}
        </fieldset>
      ) : null}
      <p className="co-subhead">{method === 'pickup' ? 'Your address (printed on the invoice)' : 'Deliver to'}</p>
      <AddressFields
        idPrefix="shipping"
        values={values}
        errors={errors}
        touched={touched}
        showAll={showAll}
        onChange={change}
        onBlur={touch}
        place={place}
        lookup={lookup}
      />
      {expected ? (
        <p className="co-expected" role="status">
          {expected.label}
        </p>
      ) : null}
      <InternationalNotice international={draft.international} />
    </Panel>
  );
}
