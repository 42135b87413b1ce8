// The Diamond for Everyone enquiry (docs/spec.md#first-7 dfe): contact, the monthly amount the shopper has in
// mind (whole rupees, at least ₹1,000), a showroom or online, and a note. The worked example beside it
// follows the amount as it is typed.
import { FormAlert, FormField } from '../account/form-field';
import { SelectField, TextareaField } from '../forms/form-controls';
import { contactErrors, messageError, PHONE_START } from './contact-checks';
import { useGatedForm } from '../forms/use-gated-form';
import { DfeExampleTable } from './dfe-example';
import { ENQUIRY_TEXTS } from '../../../domain/engagement/messages';
import { ENQUIRY_MESSAGE_MAX_LENGTH } from '../../../domain/engagement/limits';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../../../domain/forms/field-rules';
import { DFE_MIN_INSTALMENT, instalmentProblem } from '../../../domain/engagement/dfe-plan';
import { STORES } from '../../../domain/stores/stores';
import { toast } from '../../lib/toast';

type Field = 'name' | 'email' | 'phone' | 'monthly_instalment' | 'preferred_store' | 'message';
const EXAMPLE_AMOUNT = 5_000;

/** The typed amount as rupees, or NaN when it is not a plain number. */
const rupees = (typed: string): number => (/^\s*\d[\d,]*\s*$/.test(typed) ? Number(typed.replace(/[,\s]/g, '')) : Number.NaN);

export function DfeForm() {
  const form = useGatedForm<Field, Record<Field, string>, { result: { reference: string }; message: string }>({
    path: 'dfe',
    initial: { name: '', email: '', phone: PHONE_START, monthly_instalment: '', preferred_store: '', message: '' },
    check: (v) => {
      const found: Record<string, string> = contactErrors(v);
      const amount = instalmentProblem(v.monthly_instalment.trim() === '' ? Number.NaN : rupees(v.monthly_instalment));
      if (amount) found.monthly_instalment = amount;
      if (!v.preferred_store) found.preferred_store = 'Please choose a store or online.';
      messageError(found, v.message, ENQUIRY_MESSAGE_MAX_LENGTH, false);
      return found;
    },
    body: (v) => ({ name: v.name, email: v.email, phone: v.phone, monthly_instalment: rupees(v.monthly_instalment), preferred_store: v.preferred_store, message: v.message.trim() || null }),
    onSuccess: (answer, reset) => {
      toast(answer.message);
      reset();
    },
    failure: ENQUIRY_TEXTS.failed,
  });
  const { values, set, errors, receipt } = form;
  const typed = rupees(values.monthly_instalment);
  const exampleAmount = instalmentProblem(typed) === null ? typed : EXAMPLE_AMOUNT;

  return (
    <div className="dfe-layout">
      <form ref={form.formRef} className="account-form enquiry-form" noValidate onSubmit={form.onSubmit} aria-busy={form.sending}>
        {receipt ? (
          <FormAlert kind="success">
            {receipt.message} Your reference is <strong>{receipt.result.reference}</strong>.
          </FormAlert>
        ) : null}
        <FormAlert>{form.alert}</FormAlert>
        <div className="enquiry-grid">
          <FormField idPrefix="dfe" name="name" label="Name" autoComplete="name" maxLength={NAME_MAX_LENGTH} required value={values.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
          <FormField idPrefix="dfe" name="email" label="Email address" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} required value={values.email} onChange={(e) => set('email', e.target.value)} error={errors.email} />
          <FormField
            idPrefix="dfe"
            name="phone"
            label="Mobile number"
            type="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
            required
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            error={errors.phone}
            hint="With the country code, for example +91 98765 43210."
          />
          <FormField
            idPrefix="dfe"
            name="monthly_instalment"
            label="Monthly instalment (₹)"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            required
            value={values.monthly_instalment}
            onChange={(e) => set('monthly_instalment', e.target.value)}
            error={errors.monthly_instalment}
            hint={`Whole rupees, at least ₹${DFE_MIN_INSTALMENT.toLocaleString('en-IN')}. Cash is accepted up to ₹10,000 a month.`}
          />
          <SelectField idPrefix="dfe" name="preferred_store" label="Where would you like to join?" required value={values.preferred_store} onChange={(e) => set('preferred_store', e.target.value)} error={errors.preferred_store}>
            <option value="">Choose one…</option>
            {STORES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
            <option value="online">Online</option>
          </SelectField>
        </div>
        <TextareaField
          idPrefix="dfe"
          name="message"
          label="Anything else? (optional)"
          rows={4}
          maxLength={ENQUIRY_MESSAGE_MAX_LENGTH}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          error={errors.message}
        />
        <button type="submit" className="button account-submit" disabled={form.sending}>
          {form.sending ? 'Sending…' : 'Ask us to call me'}
        </button>
      </form>
      <DfeExampleTable monthly={exampleAmount} />
    </div>
  );
}
