// The old gold exchange booking: a store, a day and an hour, what the gold is, and who is coming. The
// hidden captcha runs on submit; the receipt goes out by mail.
import { HALLMARK_CHOICES, KARAT_CHOICES, OLD_GOLD_LIMITS } from '../../../domain/bookings/old-gold-texts';
import { STORE_VISIT_PLAN } from '../../../domain/bookings/slots';
import { STORES } from '../../../domain/stores/stores';
import { FormAlert, FormField } from '../account/form-field';
import { StoreForm, SubmitButton } from '../forms/store-form';
import { ContactFields } from '../forms/contact-fields';
import { SelectField, TextareaField } from '../forms/form-controls';
import { useGatedForm } from '../forms/use-gated-form';
import { toast } from '../../lib/toast';
import { SlotPicker } from './slot-picker';

type Field =
  'store_id' | 'date' | 'slot' | 'items' | 'weight_grams' | 'karat' | 'hallmarked' | 'name' | 'email' | 'phone';
const EMPTY = {
  store_id: '',
  date: '',
  slot: '',
  items: '',
  weight_grams: '',
  karat: '',
  hallmarked: '',
  name: '',
  email: '',
  phone: '',
};
const KARAT_LABELS: Record<string, string> = { unknown: 'Not sure' };
const HALLMARK_LABELS: Record<string, string> = { yes: 'Yes, hallmarked', no: 'No hallmark', unknown: 'Not sure' };

export function OldGoldForm() {
  const form = useGatedForm<Field, typeof EMPTY, { result: { reference: string }; message: string }>({
    path: 'old-gold/booking',
    initial: EMPTY,
    schema: (s) => s.oldGoldBookingFieldsSchema,
    body: (v) => ({ ...v, weight_grams: Number(v.weight_grams) }),
    onSuccess: (answer, reset) => {
      toast(answer.message);
      reset();
    },
    onFailure: (answer) => toast(answer.message || 'The booking could not be made.', { kind: 'error' }),
    failure: 'The booking could not be made. Please try again.',
  });
  const { values, errors, receipt, sending, setValues } = form;
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => form.set(name, e.target.value);
  const done = receipt
    ? `Booking ${receipt.result.reference} requested. ${receipt.message} The store will call you to confirm.`
    : '';

  return (
    <section className="form-card" id="old-gold-form" aria-labelledby="old-gold-form-title">
      <h2 id="old-gold-form-title">Book an appointment</h2>
      <p>Our showroom manager values your gold in front of you. It takes about half an hour.</p>
      <StoreForm form={form} onSubmit={form.onSubmit}>
        {done ? <FormAlert kind="success">{done}</FormAlert> : null}
        <fieldset className="form-fieldset" aria-describedby={errors.store_id ? 'old-gold-store-error' : undefined}>
          <legend>Store</legend>
          <div className="choice-cards">
            {STORES.map((s) => (
              <label key={s.id} className="choice-card">
                <input
                  type="radio"
                  name="store_id"
                  value={s.id}
                  checked={values.store_id === s.id}
                  onChange={set('store_id')}
                  aria-invalid={errors.store_id ? true : undefined}
                />
                <span>
                  {s.name}
                  <small>
                    {s.address}, {s.city} {s.pincode}
                  </small>
                </span>
              </label>
            ))}
          </div>
          {errors.store_id ? (
            <p id="old-gold-store-error" className="field-error">
              {errors.store_id}
            </p>
          ) : null}
        </fieldset>
        <SlotPicker
          plan={STORE_VISIT_PLAN}
          idPrefix="old-gold"
          date={values.date}
          slot={values.slot}
          onChange={(next) => setValues((v) => ({ ...v, ...next }))}
          errors={errors}
        />
        <TextareaField
          idPrefix="old-gold"
          {...form.field('items')}
          label="What are you bringing?"
          rows={3}
          maxLength={OLD_GOLD_LIMITS.items}
          required
          hint="For example: two bangles, a chain and a pair of earrings."
        />
        <div className="form-row">
          <FormField
            idPrefix="old-gold"
            {...form.field('weight_grams')}
            label="Approximate weight (g)"
            type="number"
            inputMode="decimal"
            min={OLD_GOLD_LIMITS.weightMin}
            max={OLD_GOLD_LIMITS.weightMax}
            step="0.1"
            required
          />
          <SelectField
            idPrefix="old-gold"
            {...form.field('karat')}
            label="Purity"
            required
            placeholder="Choose"
            choices={KARAT_CHOICES.map((k) => ({ value: k, label: KARAT_LABELS[k] ?? k }))}
          />
        </div>
        <SelectField
          idPrefix="old-gold"
          {...form.field('hallmarked')}
          label="Hallmark"
          required
          placeholder="Choose"
          choices={HALLMARK_CHOICES.map((h) => ({ value: h, label: HALLMARK_LABELS[h] ?? h }))}
        />
        <ContactFields
          form={form}
          idPrefix="old-gold"
          wording="booking"
          paired
          hints={{ email: 'The receipt goes here.' }}
        />
        <SubmitButton sending={sending} busy="Booking…">
          Book the appointment
        </SubmitButton>
      </StoreForm>
    </section>
  );
}
