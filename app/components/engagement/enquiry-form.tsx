// The customer service enquiry (docs/spec.md#first-7 customerservice): name, email, phone (the chat form's
// Indian rule), the type of enquiry, an occasion and an order id when they help, and the message. The
// custom design request page uses the same form with the type fixed to 'Custom design'.
import { FormAlert, FormField } from '../account/form-field';
import { StoreForm, SubmitButton } from '../forms/store-form';
import { ContactFields, PHONE_START } from '../forms/contact-fields';
import { SelectField, TextareaField } from '../forms/form-controls';
import { useGatedForm } from '../forms/use-gated-form';
import { ENQUIRY_TEXTS } from '../../../domain/engagement/messages';
import { ENQUIRY_MESSAGE_MAX_LENGTH, ORDER_ID_MAX_LENGTH } from '../../../domain/engagement/limits';
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

export function EnquiryForm({
  idPrefix,
  types,
  occasions,
  fixedType,
  messageLabel = 'How can we help?',
  messageHint,
  submitLabel = 'Send enquiry',
}: Props) {
  const form = useGatedForm<Field, Record<Field, string>, { result: { reference: string }; message: string }>({
    path: 'customerservice',
    initial: {
      name: '',
      email: '',
      phone: PHONE_START,
      enquiry_type: fixedType ?? '',
      occasion: '',
      order_id: '',
      message: '',
    },
    schema: (s) => s.customerServiceFieldsSchema,
    body: (v) => ({
      name: v.name,
      email: v.email,
      phone: v.phone,
      enquiry_type: v.enquiry_type,
      occasion: v.occasion || null,
      order_id: v.order_id.trim() || null,
      message: v.message,
    }),
    onSuccess: (answer, reset) => {
      toast(answer.message);
      reset();
    },
    failure: ENQUIRY_TEXTS.failed,
  });
  const { receipt } = form;

  return (
    <StoreForm form={form} onSubmit={form.onSubmit} className="account-form enquiry-form">
      {receipt ? (
        <FormAlert kind="success">
          {receipt.message} Your reference is <strong>{receipt.result.reference}</strong>; a receipt is on its way to
          your inbox.
        </FormAlert>
      ) : null}
      <div className="enquiry-grid">
        <ContactFields form={form} idPrefix={idPrefix} wording="enquiry" />
        {fixedType ? null : (
          <SelectField
            idPrefix={idPrefix}
            {...form.field('enquiry_type')}
            label="Type of enquiry"
            required
            placeholder="Choose one…"
            choices={types.map((t) => ({ value: t.id, label: t.name }))}
          />
        )}
        <SelectField
          idPrefix={idPrefix}
          {...form.field('occasion')}
          label="Occasion (optional)"
          placeholder="None in particular"
          choices={occasions.map((o) => ({ value: o.slug, label: o.name }))}
        />
        {fixedType ? null : (
          <FormField
            idPrefix={idPrefix}
            {...form.field('order_id')}
            label="Order id (optional)"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={ORDER_ID_MAX_LENGTH}
            hint="If your question is about an order, for example SV7K2M9Q4R8T1XW."
          />
        )}
      </div>
      <TextareaField
        idPrefix={idPrefix}
        {...form.field('message')}
        label={messageLabel}
        rows={6}
        maxLength={ENQUIRY_MESSAGE_MAX_LENGTH}
        required
        hint={messageHint ?? `Up to ${ENQUIRY_MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters.`}
      />
      <SubmitButton sending={form.sending} busy="Sending…">
        {submitLabel}
      </SubmitButton>
    </StoreForm>
  );
}
