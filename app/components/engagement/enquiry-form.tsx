// The customer service enquiry (docs/spec.md#first-7 customerservice): name, email, phone (the chat form's
// Indian rule), the type of enquiry, an occasion and an order id when they help, and the message. The
// custom design request page uses the same form with the type fixed to 'Custom design'.
import { FormAlert, FormField } from '../account/form-field';
import { SelectField, TextareaField } from '../forms/form-controls';
import { contactErrors, messageError, PHONE_START } from './contact-checks';
import { useGatedForm } from '../forms/use-gated-form';
import { ENQUIRY_TEXTS } from '../../../domain/engagement/messages';
import { ENQUIRY_MESSAGE_MAX_LENGTH, ORDER_ID_MAX_LENGTH } from '../../../domain/engagement/limits';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../../../domain/forms/field-rules';
import { toast } from '../../lib/toast';

type Field = 'name' | 'email' | 'phone' | 'enquiry_type' | 'occasion' | 'order_id' | 'message';

interface Props {
  idPrefix: string;
  types: readonly { id: string; name: string }[];
  occasions: readonly { slug: string; name: string }[];
  /** Fixed type (custom design): the select is not shown. */
  fixedType?: string;
  messageLabel?: string;
  messageHint?: string;
  submitLabel?: string;
}

export function EnquiryForm({ idPrefix, types, occasions, fixedType, messageLabel = 'How can we help?', messageHint, submitLabel = 'Send enquiry' }: Props) {
  const form = useGatedForm<Field, Record<Field, string>, { result: { reference: string }; message: string }>({
    path: 'customerservice',
    initial: { name: '', email: '', phone: PHONE_START, enquiry_type: fixedType ?? '', occasion: '', order_id: '', message: '' },
    check: (v) => {
      const found: Record<string, string> = contactErrors(v);
      if (!v.enquiry_type) found.enquiry_type = 'Please choose a type of enquiry.';
      if (v.order_id && !/^[A-Za-z0-9-]{1,32}$/.test(v.order_id.trim())) found.order_id = 'Please use letters, digits and dashes only.';
      messageError(found, v.message, ENQUIRY_MESSAGE_MAX_LENGTH, true);
      return found;
    },
    body: (v) => ({ name: v.name, email: v.email, phone: v.phone, enquiry_type: v.enquiry_type, occasion: v.occasion || null, order_id: v.order_id.trim() || null, message: v.message }),
    onSuccess: (answer, reset) => {
      toast(answer.message);
      reset();
    },
    failure: ENQUIRY_TEXTS.failed,
  });
  const { values, set, errors, receipt } = form;

  return (
    <form ref={form.formRef} className="account-form enquiry-form" noValidate onSubmit={form.onSubmit} aria-busy={form.sending}>
      {receipt ? (
        <FormAlert kind="success">
          {receipt.message} Your reference is <strong>{receipt.result.reference}</strong>; a receipt is on its way to your inbox.
        </FormAlert>
      ) : null}
      <FormAlert>{form.alert}</FormAlert>
      <div className="enquiry-grid">
        <FormField idPrefix={idPrefix} name="name" label="Name" autoComplete="name" maxLength={NAME_MAX_LENGTH} required value={values.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
        <FormField idPrefix={idPrefix} name="email" label="Email address" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} required value={values.email} onChange={(e) => set('email', e.target.value)} error={errors.email} />
        <FormField
          idPrefix={idPrefix}
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
        {fixedType ? null : (
          <SelectField idPrefix={idPrefix} name="enquiry_type" label="Type of enquiry" required value={values.enquiry_type} onChange={(e) => set('enquiry_type', e.target.value)} error={errors.enquiry_type}>
            <option value="">Choose one…</option>
            {types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField idPrefix={idPrefix} name="occasion" label="Occasion (optional)" value={values.occasion} onChange={(e) => set('occasion', e.target.value)} error={errors.occasion}>
          <option value="">None in particular</option>
          {occasions.map((o) => (
            <option key={o.slug} value={o.slug}>
              {o.name}
            </option>
          ))}
        </SelectField>
        {fixedType ? null : (
          <FormField
            idPrefix={idPrefix}
            name="order_id"
            label="Order id (optional)"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={ORDER_ID_MAX_LENGTH}
            value={values.order_id}
            onChange={(e) => set('order_id', e.target.value)}
            error={errors.order_id}
            hint="If your question is about an order, for example SV7K2M9Q4R8T1XW."
          />
        )}
      </div>
      <TextareaField
        idPrefix={idPrefix}
        name="message"
        label={messageLabel}
        rows={6}
        maxLength={ENQUIRY_MESSAGE_MAX_LENGTH}
        required
        value={values.message}
        onChange={(e) => set('message', e.target.value)}
        error={errors.message}
        hint={messageHint ?? `Up to ${ENQUIRY_MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters.`}
      />
      <button type="submit" className="button account-submit" disabled={form.sending}>
        {form.sending ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
