// The old gold exchange booking: a store, a day and an hour, what the gold is, and who is coming. The
// hidden captcha runs on submit; the receipt goes out by mail.
import { HALLMARK_CHOICES, KARAT_CHOICES, OLD_GOLD_LIMITS, OLD_GOLD_TEXTS } from '../../../domain/bookings/old-gold-texts';
import { STORE_VISIT_PLAN } from '../../../domain/bookings/slots';
import { emailProblem, personNameProblem, phoneProblem } from '../../../domain/forms/field-rules';
import { STORES } from '../../../domain/stores/stores';
import { FormAlert, FormField } from '../account/form-field';
import { SelectField, TextareaField } from '../forms/form-controls';
import { useGatedForm, type Errors } from '../forms/use-gated-form';
import { toast } from '../../lib/toast';
import { SlotPicker } from './slot-picker';

type Field = 'store_id' | 'date' | 'slot' | 'items' | 'weight_grams' | 'karat' | 'hallmarked' | 'name' | 'email' | 'phone';
const EMPTY = { store_id: '', date: '', slot: '', items: '', weight_grams: '', karat: '', hallmarked: '', name: '', email: '', phone: '' };
const KARAT_LABELS: Record<string, string> = { unknown: 'Not sure' };
const HALLMARK_LABELS: Record<string, string> = { yes: 'Yes, hallmarked', no: 'No hallmark', unknown: 'Not sure' };

const check = (values: typeof EMPTY): Errors<Field> => {
  const found: Errors<Field> = {};
  if (!values.store_id) found.store_id = OLD_GOLD_TEXTS.store;
  if (!values.date) found.date = 'Please choose a date.';
  if (!values.slot) found.slot = 'Please choose a time.';
  if (values.items.trim().length < 3) found.items = 'Please describe the gold you are bringing.';
  const weight = Number(values.weight_grams);
  if (!values.weight_grams || !(weight >= OLD_GOLD_LIMITS.weightMin && weight <= OLD_GOLD_LIMITS.weightMax)) found.weight_grams = OLD_GOLD_TEXTS.weight;
  if (!values.karat) found.karat = OLD_GOLD_TEXTS.karat;
  if (!values.hallmarked) found.hallmarked = OLD_GOLD_TEXTS.hallmark;
  const name = personNameProblem(values.name);
  if (name) found.name = name;
  const email = emailProblem(values.email);
  if (email) found.email = email;
  const phone = phoneProblem(values.phone);
  if (phone) found.phone = phone;
  return found;
};

export function OldGoldForm() {
  const form = useGatedForm<Field, typeof EMPTY, { result: { reference: string }; message: string }>({
    path: 'old-gold/booking',
    initial: EMPTY,
    check,
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
  const done = receipt ? `Booking ${receipt.result.reference} requested. ${receipt.message} The store will call you to confirm.` : '';

  return (
    <section className="form-card" id="old-gold-form" aria-labelledby="old-gold-form-title">
      <h2 id="old-gold-form-title">Book an appointment</h2>
      <p>Our showroom manager values your gold in front of you. It takes about half an hour.</p>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={form.onSubmit} aria-busy={sending}>
        <FormAlert>{form.alert}</FormAlert>
        {done ? <FormAlert kind="success">{done}</FormAlert> : null}
        <fieldset className="form-fieldset" aria-describedby={errors.store_id ? 'old-gold-store-error' : undefined}>
          <legend>Store</legend>
          <div className="choice-cards">
            {STORES.map((s) => (
              <label key={s.id} className="choice-card">
                <input type="radio" name="store_id" value={s.id} checked={values.store_id === s.id} onChange={set('store_id')} aria-invalid={errors.store_id ? true : undefined} />
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
        <SlotPicker plan={STORE_VISIT_PLAN} idPrefix="old-gold" date={values.date} slot={values.slot} onChange={(next) => setValues((v) => ({ ...v, ...next }))} errors={errors} />
        <TextareaField idPrefix="old-gold" name="items" label="What are you bringing?" rows={3} maxLength={OLD_GOLD_LIMITS.items} required value={values.items} onChange={set('items')} error={errors.items} hint="For example: two bangles, a chain and a pair of earrings." />
        <div className="form-row">
          <FormField idPrefix="old-gold" name="weight_grams" label="Approximate weight (g)" type="number" inputMode="decimal" min={OLD_GOLD_LIMITS.weightMin} max={OLD_GOLD_LIMITS.weightMax} step="0.1" required value={values.weight_grams} onChange={set('weight_grams')} error={errors.weight_grams} />
          <SelectField idPrefix="old-gold" name="karat" label="Purity" required value={values.karat} onChange={set('karat')} error={errors.karat}>
            <option value="">Choose</option>
            {KARAT_CHOICES.map((k) => (
              <option key={k} value={k}>
                {KARAT_LABELS[k] ?? k}
              </option>
            ))}
          </SelectField>
        </div>
        <SelectField idPrefix="old-gold" name="hallmarked" label="Hallmark" required value={values.hallmarked} onChange={set('hallmarked')} error={errors.hallmarked}>
          <option value="">Choose</option>
          {HALLMARK_CHOICES.map((h) => (
            <option key={h} value={h}>
              {HALLMARK_LABELS[h]}
            </option>
          ))}
        </SelectField>
        <FormField idPrefix="old-gold" name="name" label="Full name" autoComplete="name" maxLength={80} required value={values.name} onChange={set('name')} error={errors.name} />
        <div className="form-row">
          <FormField idPrefix="old-gold" name="email" label="Email" type="email" autoComplete="email" maxLength={254} required value={values.email} onChange={set('email')} error={errors.email} hint="The receipt goes here." />
          <FormField idPrefix="old-gold" name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={15} required placeholder="+91" value={values.phone} onChange={set('phone')} error={errors.phone} hint="With the country code." />
        </div>
        <button type="submit" className="button account-submit" disabled={sending}>
          {sending ? 'Booking…' : 'Book the appointment'}
        </button>
      </form>
    </section>
  );
}
