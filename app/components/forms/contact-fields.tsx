// Who is writing: the name, email and phone every form for the store's staff asks for (the chat panel,
// customer service and custom design, the savings plan, careers, the two bookings), with the domain's
// bounds, the browser's autofill names and the problems beside each field. Two wordings, as the pages
// have always asked: the enquiries' ("Name", "Email address", "Mobile number", the field starting with
// +91 filled in) and the applications' and bookings' ("Full name", "Email", "Phone", +91 as a placeholder).
import { FormField } from '../account/form-field';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../../../domain/forms/field-rules';

/** The enquiries' phone starts with India's code filled in. */
export const PHONE_START = '+91 ';

type Wording = 'enquiry' | 'booking';
type ContactField<P extends string> = 'name' | 'email' | P;

const WORDS: Record<Wording, { name: string; email: string; phone: string; phoneHint: string; placeholder?: string }> =
  {
    enquiry: {
      name: 'Name',
      email: 'Email address',
      phone: 'Mobile number',
      phoneHint: 'With the country code, for example +91 98765 43210.',
    },
    booking: {
      name: 'Full name',
      email: 'Email',
      phone: 'Phone',
      phoneHint: 'With the country code.',
      placeholder: '+91',
    },
  };

/** What the fields read and write of their form (useGatedForm's answer has it). */
interface ContactForm<P extends string> {
  values: Record<ContactField<P>, string>;
  errors: Partial<Record<string, string>>;
  set: (field: ContactField<P>, value: string) => void;
}

interface Props<P extends string> {
  form: ContactForm<P>;
  idPrefix: string;
  wording: Wording;
  /** The phone's field name in the call's body: the chat calls it `mobile`. */
  phoneName?: P;
  /** The phone before the email (the chat panel: the WhatsApp number is what it is for). */
  phoneFirst?: boolean;
  /** The email and the phone side by side on a wide screen (the applications' and bookings' cards). */
  paired?: boolean;
  hints?: { email?: string; phone?: string };
}

export function ContactFields<P extends string = 'phone'>({
  form,
  idPrefix,
  wording,
  phoneName = 'phone' as P,
  phoneFirst = false,
  paired = false,
  hints = {},
}: Props<P>) {
  const words = WORDS[wording];
  const field = (name: ContactField<P>) => ({
    idPrefix,
    name,
    required: true,
    value: form.values[name],
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
    error: form.errors[name],
  });
  const email = (
    <FormField
      {...field('email')}
      label={words.email}
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      hint={hints.email}
    />
  );
  const phone = (
    <FormField
      {...field(phoneName)}
      label={words.phone}
      type="tel"
      autoComplete="tel"
      maxLength={PHONE_MAX_LENGTH}
      placeholder={words.placeholder}
      hint={hints.phone ?? words.phoneHint}
    />
  );
  const reach = phoneFirst ? [phone, email] : [email, phone];
  return (
    <>
      <FormField {...field('name')} label={words.name} autoComplete="name" maxLength={NAME_MAX_LENGTH} />
      {paired ? (
        <div className="form-row">
          {reach[0]}
          {reach[1]}
        </div>
      ) : (
        <>
          {reach[0]}
          {reach[1]}
        </>
      )}
    </>
  );
}
