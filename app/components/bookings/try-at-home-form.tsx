// The try@home booking: who and where (the pincode is looked up in the store's India Post data as it
// is typed, and must be in a district we visit), when, and the pieces: ticked from the wishlist on
// this device, or typed as SKUs. The hidden captcha runs on submit; the receipt goes out by mail.
import { useEffect, useState } from 'react';
import { HOME_VISIT_PLAN } from '../../../domain/bookings/slots';
import {
  isServiceableDistrict,
  TRY_AT_HOME_LIMITS,
  TRY_AT_HOME_TEXTS,
} from '../../../domain/bookings/try-at-home-texts';
import type { PincodeAnswer } from '../../../domain/pincode/pincode';
import { useList } from '../../state/lists';
import { FormAlert, FormField } from '../account/form-field';
import { StoreForm, SubmitButton } from '../forms/store-form';
import { ContactFields } from '../forms/contact-fields';
import { TextareaField } from '../forms/form-controls';
import { useGatedForm, type Errors } from '../forms/use-gated-form';
import { toast } from '../../lib/toast';
import { SlotPicker } from './slot-picker';

type Field = 'name' | 'email' | 'phone' | 'address' | 'pincode' | 'date' | 'slot' | 'skus' | 'note';
const EMPTY = { name: '', email: '', phone: '', address: '', pincode: '', date: '', slot: '', typed: '', note: '' };

const typedSkus = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

export function TryAtHomeForm() {
  const wishlist = useList('wishlist');
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const [place, setPlace] = useState<{ pincode: string; text: string; served: boolean } | null>(null);
  const piecesOf = (typed: string) => [...new Set([...ticked, ...typedSkus(typed)])];
  const form = useGatedForm<Field, typeof EMPTY, { result: { reference: string }; message: string }>({
    path: 'try-at-home/booking',
    initial: EMPTY,
    schema: (s) => s.tryAtHomeBookingFieldsSchema,
    check: (v) => placeProblem(v),
    body: ({ typed, ...fields }) => ({ ...fields, skus: piecesOf(typed) }),
    onSuccess: (answer, reset) => {
      toast(answer.message);
      reset();
      setTicked([]);
    },
    onFailure: (answer) => toast(answer.message || 'The visit could not be booked.', { kind: 'error' }),
    failure: 'The visit could not be booked. Please try again.',
  });
  const { values, errors, receipt, sending, setValues } = form;
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => form.set(name, e.target.value);
  const done = receipt ? `Visit ${receipt.result.reference} booked. ${receipt.message}` : '';

  // The pincode's place from the store's own India Post data, as soon as it has six digits.
  useEffect(() => {
    const pincode = values.pincode.trim();
    if (!/^[1-9]\d{5}$/.test(pincode)) return setPlace(null);
    let live = true;
    void fetch(`/api/pincode/${pincode}`, { headers: { accept: 'application/json' } })
      .then((res) => res.json() as Promise<PincodeAnswer>)
      .then(([answer]) => {
        if (!live) return;
        const offices = answer.Status === 'Success' ? answer.PostOffice : null;
        if (!offices) return setPlace({ pincode, text: TRY_AT_HOME_TEXTS.unknownPincode, served: false });
        const served = isServiceableDistrict(offices.map((o) => o.District));
        setPlace({
          pincode,
          served,
          text: served ? `${offices[0]!.District}, ${offices[0]!.State}: we come here.` : TRY_AT_HOME_TEXTS.notServed,
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [values.pincode]);

  // The schema knows a pincode's shape; whether we visit its district is the India Post lookup's.
  const placeProblem = (v: typeof EMPTY): Errors<Field> =>
    place && place.pincode === v.pincode.trim() && !place.served ? { pincode: place.text } : {};

  return (
    <section className="form-card" id="try-at-home-form" aria-labelledby="th-form-title">
      <h2 id="th-form-title">Book a visit</h2>
      <p>Every field is needed except the note.</p>
      <StoreForm form={form} onSubmit={form.onSubmit}>
        {done ? <FormAlert kind="success">{done}</FormAlert> : null}
        <ContactFields form={form} idPrefix="th" wording="booking" paired />
        <TextareaField
          idPrefix="th"
          {...form.field('address')}
          label="Address"
          rows={2}
          autoComplete="street-address"
          maxLength={TRY_AT_HOME_LIMITS.address}
          required
        />
        <FormField
          idPrefix="th"
          {...form.field('pincode')}
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          required
          hint={place && place.pincode === values.pincode.trim() && !errors.pincode ? place.text : 'Six digits.'}
        />
        <SlotPicker
          plan={HOME_VISIT_PLAN}
          idPrefix="th"
          date={values.date}
          slot={values.slot}
          onChange={(next) => setValues((v) => ({ ...v, ...next }))}
          errors={errors}
        />
        <fieldset className="form-fieldset" aria-describedby={errors.skus ? 'th-skus-error' : 'th-skus-hint'}>
          <legend>Pieces to try (up to {TRY_AT_HOME_LIMITS.pieces})</legend>
          {wishlist.length > 0 ? (
            <div className="choice-cards">
              {wishlist.map((entry) => (
                <label key={entry.sku} className="choice-card">
                  <input
                    type="checkbox"
                    checked={ticked.includes(entry.sku)}
                    onChange={(e) =>
                      setTicked((t) => (e.target.checked ? [...t, entry.sku] : t.filter((s) => s !== entry.sku)))
                    }
                  />
                  <span>
                    {entry.name}
                    <small>{entry.sku}</small>
                  </span>
                </label>
              ))}
            </div>
          ) : null}
          <FormField
            idPrefix="th"
            name="typed"
            label={wishlist.length > 0 ? 'Or type SKUs' : 'SKUs of the pieces'}
            maxLength={200}
            value={values.typed}
            onChange={set('typed')}
            placeholder="SVR-RG-0001, SVR-NK-0042"
          />
          {errors.skus ? (
            <p id="th-skus-error" className="field-error">
              {errors.skus}
            </p>
          ) : null}
          <p id="th-skus-hint" className="field-hint">
            {wishlist.length > 0
              ? 'Tick pieces from your wishlist, or type SKUs separated by commas.'
              : 'The SKU is on each product page. Pieces you add to your wishlist also show here.'}
          </p>
        </fieldset>
        <TextareaField
          idPrefix="th"
          {...form.field('note')}
          label="Note (optional)"
          rows={2}
          maxLength={TRY_AT_HOME_LIMITS.note}
          hint="Sizes, directions, a good time to call."
        />
        <SubmitButton sending={sending} busy="Booking…">
          Book the visit
        </SubmitButton>
      </StoreForm>
    </section>
  );
}
