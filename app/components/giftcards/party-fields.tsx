// The buyer's or the recipient's name, email and mobile on the purchase form, with the messages of
// checkPurchase ('sender.name', 'recipient.mobile'…) under their fields.
import type { PartyInput } from '../../../domain/giftcards/purchase-rules';
import { FormField } from '../account/form-field';

export type Party = Required<{ [K in keyof PartyInput]: string }>;
export const EMPTY_PARTY: Party = { name: '', email: '', mobile: '' };

interface PartyFieldsProps {
  who: 'sender' | 'recipient';
  legend: string;
  hint?: string;
  value: Party;
  onChange: (value: Party) => void;
  errors: Record<string, string>;
}

export function PartyFields({ who, legend, hint, value, onChange, errors }: PartyFieldsProps) {
  const set = (key: keyof Party) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });
  const own = who === 'sender';
  return (
    <fieldset className="gift-party">
      <legend>{legend}</legend>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <div className="gift-party-grid">
        <FormField
          idPrefix={`gift-${who}`}
          name="name"
          label="Name"
          autoComplete={own ? 'name' : 'off'}
          maxLength={80}
          value={value.name}
          onChange={set('name')}
          error={errors[`${who}.name`]}
        />
        <FormField
          idPrefix={`gift-${who}`}
          name="email"
          label="Email"
          type="email"
          autoComplete={own ? 'email' : 'off'}
          maxLength={254}
          value={value.email}
          onChange={set('email')}
          error={errors[`${who}.email`]}
        />
        <FormField
          idPrefix={`gift-${who}`}
          name="mobile"
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete={own ? 'tel-national' : 'off'}
          maxLength={20}
          value={value.mobile}
          onChange={set('mobile')}
          error={errors[`${who}.mobile`]}
        />
      </div>
    </fieldset>
  );
}
