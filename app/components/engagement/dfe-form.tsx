// The Diamond for Everyone enquiry (docs/spec.md#first-7 dfe): contact, the monthly amount the shopper has in
// mind (whole rupees, at least ₹1,000), a showroom or online, and a note. The worked example beside it
// follows the amount as it is typed.
import { FormAlert, FormField } from '../account/form-field';
import { StoreForm, SubmitButton } from '../forms/store-form';
import { ContactFields, PHONE_START } from '../forms/contact-fields';
import { SelectField, TextareaField } from '../forms/form-controls';
import { useGatedForm } from '../forms/use-gated-form';
import { DfeExampleTable } from './dfe-example';
import { ENQUIRY_TEXTS } from '../../../domain/engagement/messages';
import { ENQUIRY_MESSAGE_MAX_LENGTH } from '../../../domain/engagement/limits';
import { DFE_MIN_INSTALMENT, instalmentProblem } from '../../../domain/engagement/dfe-plan';
import { STORES } from '../../../domain/stores/stores';
import { toast } from '../../lib/toast';

type Field = 'name' | 'email' | 'phone' | 'monthly_instalment' | 'preferred_store' | 'message';
const EXAMPLE_AMOUNT = 5_000;
const PLACES = [...STORES.map((s) => ({ value: s.id, label: s.name })), { value: 'online', label: 'Online' }];

/** The typed amount as rupees, or NaN when it is not a plain number. */
const rupees = (typed: string): number =>
  /^\s*\d[\d,]*\s*$/.test(typed) ? Number(typed.replace(/[,\s]/g, '')) : Number.NaN;

export function DfeForm() {
  const form = useGatedForm<Field, Record<Field, string>, { result: { reference: string }; message: string }>({
    path: 'dfe',
    initial: { name: '', email: '', phone: PHONE_START, monthly_instalment: '', preferred_store: '', message: '' },
    schema: (s) => s.dfeFieldsSchema,
    body: (v) => ({
      name: v.name,
      email: v.email,
      phone: v.phone,
      monthly_instalment: rupees(v.monthly_instalment),
      preferred_store: v.preferred_store,
      message: v.message.trim() || null,
    }),
    onSuccess: (answer, reset) => {
      toast(answer.message);
      reset();
    },
    failure: ENQUIRY_TEXTS.failed,
  });
  const { values, receipt } = form;
  const typed = rupees(values.monthly_instalment);
  const exampleAmount = instalmentProblem(typed) === null ? typed : EXAMPLE_AMOUNT;

  return (
    <div className="dfe-layout">
      <StoreForm form={form} onSubmit={form.onSubmit} className="account-form enquiry-form">
        {receipt ? (
          <FormAlert kind="success">
            {receipt.message} Your reference is <strong>{receipt.result.reference}</strong>.
          </FormAlert>
        ) : null}
        <div className="enquiry-grid">
          <ContactFields form={form} idPrefix="dfe" wording="enquiry" />
          <FormField
            idPrefix="dfe"
            {...form.field('monthly_instalment')}
            label="Monthly instalment (₹)"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            required
            hint={`Whole rupees, at least ₹${DFE_MIN_INSTALMENT.toLocaleString('en-IN')}. Cash is accepted up to ₹10,000 a month.`}
          />
          <SelectField
            idPrefix="dfe"
            {...form.field('preferred_store')}
            label="Where would you like to join?"
            required
            placeholder="Choose one…"
            choices={PLACES}
          />
        </div>
        <TextareaField
          idPrefix="dfe"
          {...form.field('message')}
          label="Anything else? (optional)"
          rows={4}
          maxLength={ENQUIRY_MESSAGE_MAX_LENGTH}
        />
        <SubmitButton sending={form.sending} busy="Sending…">
          Ask us to call me
        </SubmitButton>
      </StoreForm>
      <DfeExampleTable monthly={exampleAmount} />
    </div>
  );
}
