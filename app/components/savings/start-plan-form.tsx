// "Start my plan" (docs/api.md "Savings plan"): the monthly amount, the member's date of birth, the
// nominee, an optional PAN and the terms; the plan is enrolled, its first instalment paid in the card
// window (the same window as the checkout's and the gift cards'), confirmed, and the member taken to
// their passbook. The server judges the rules (amount, ages, one plan a person) and names the field.
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/link';
import type { CardPaymentData, RazorpayReply } from '../../../domain/checkout/api-schemas';
import type { InstalmentConfirmAnswer, PlanEnrolAnswer } from '../../../domain/savings/api-schemas';
import { DFE_PLAN_TERMS } from '../../../domain/savings/plan-rules';
import { formatINR } from '../../../domain/money/inr';
import { apiPost } from '../../lib/authed-fetch';
import { toast } from '../../lib/toast';
import { failureText } from '../account/failure-text';
import { FormField } from '../account/form-field';
import { StoreForm, SubmitButton } from '../forms/store-form';
import { useFormState } from '../forms/use-form-state';

const CardWindow = lazy(() => import('../checkout/card-window').then((m) => ({ default: m.CardWindow })));

type Field = 'monthly_amount' | 'date_of_birth' | 'nominee_name' | 'nominee_relation' | 'nominee_age' | 'pan';
const EMPTY: Record<Field, string> = {
  monthly_amount: '5000',
  date_of_birth: '',
  nominee_name: '',
  nominee_relation: '',
  nominee_age: '',
  pan: '',
};
/** The server's field names (nominee.name…) as the form's. */
const fieldOf = (name: string): Field | 'accept_terms' | null => {
  const key = name.replace('nominee.', 'nominee_');
  return key in EMPTY || key === 'accept_terms' ? (key as Field | 'accept_terms') : null;
};
const number = (typed: string): number => (/^\s*\d[\d,]*\s*$/.test(typed) ? Number(typed.replace(/[,\s]/g, '')) : NaN);

export function StartPlanForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [accepted, setAccepted] = useState(false);
  const form = useFormState<Field | 'accept_terms'>();
  const { errors, sending, send, refuse, setErrors, setAlert } = form;
  const [paying, setPaying] = useState<{ planId: string; data: CardPaymentData } | null>(null);
  /** A field's part its input shares with the others: its id, value, change and problem. */
  const field = (name: Field) => ({
    idPrefix: 'plan',
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: errors[name],
  });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setAlert('');
    const answer = await send(() =>
      apiPost<PlanEnrolAnswer>(
        'dfe/plans',
        {
          monthly_amount: number(values.monthly_amount),
          date_of_birth: values.date_of_birth,
          nominee: {
            name: values.nominee_name,
            relation: values.nominee_relation,
            age: number(values.nominee_age),
          },
          pan: values.pan.trim() || null,
          accept_terms: accepted,
        },
        { auth: true },
      ),
    );
    if (!answer) return;
    if (!answer.ok) {
      const found: typeof errors = {};
      for (const [name, text] of Object.entries(answer.fields)) {
        const field = fieldOf(name) ?? (name.startsWith('nominee') ? 'nominee_name' : null);
        if (field) found[field] = text.charAt(0).toUpperCase() + text.slice(1);
      }
      // The marks beside their fields, then the focus on the first (rendered at once: useFormState).
      refuse(found, failureText(answer, 'We could not start your plan. Please try again.'));
      return;
    }
    setErrors({});
    setPaying({ planId: answer.data.plan.plan_id, data: answer.data.payment_data });
  }

  async function confirm(reply: RazorpayReply): Promise<{ text: string } | null> {
    if (!paying) return { text: 'The payment window is closed.' };
    const answer = await apiPost<InstalmentConfirmAnswer>(
      `dfe/plans/${paying.planId}/instalments/confirm`,
      { confirmation: reply },
      { auth: true },
    );
    if (!answer.ok) return { text: failureText(answer, 'We could not confirm your payment.') };
    toast(`Your plan has started. Receipt ${answer.data.receipt_no}.`);
    setPaying(null);
    void navigate('/my-savings-plan');
    return null;
  }

  const amount = number(values.monthly_amount);
  return (
    <StoreForm form={form} onSubmit={submit} className="account-form account-form-grid savings-start-form">
      <FormField
        {...field('monthly_amount')}
        label="Monthly amount (₹)"
        inputMode="numeric"
        autoComplete="off"
        hint={
          Number.isInteger(amount) && amount >= 1_000 && amount % 1_000 === 0
            ? `${formatINR(amount)} a month, fixed for the whole plan. In multiples of ₹1,000.`
            : 'At least ₹1,000, in multiples of ₹1,000.'
        }
        required
      />
      <FormField
        {...field('date_of_birth')}
        label="Your date of birth"
        type="date"
        autoComplete="bday"
        hint="You must be 18 or older."
        required
      />
      <FormField {...field('nominee_name')} label="Nominee's name" autoComplete="off" required />
      <FormField
        {...field('nominee_relation')}
        label="Nominee's relation to you"
        placeholder="Mother, Spouse, Son…"
        autoComplete="off"
        required
      />
      <FormField
        {...field('nominee_age')}
        label="Nominee's age"
        inputMode="numeric"
        autoComplete="off"
        hint="The nominee cannot be a minor."
        required
      />
      <FormField
        {...field('pan')}
        label="PAN (optional)"
        autoComplete="off"
        autoCapitalize="characters"
        hint="Needed later for a purchase of ₹2,00,000 or more."
      />
      <div className="savings-terms">
        <h3 className="savings-terms-title">The plan's terms</h3>
        <ul>
          {DFE_PLAN_TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </div>
      <div className={errors.accept_terms ? 'form-field has-error' : 'form-field'}>
        <label className="form-check" htmlFor="plan-accept_terms">
          <input
            id="plan-accept_terms"
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
            aria-invalid={errors.accept_terms ? true : undefined}
            aria-describedby={errors.accept_terms ? 'plan-accept_terms-error' : undefined}
          />
          <span>
            I accept the{' '}
            <Link to="/dfe-terms-and-conditions" target="_blank">
              Diamond for Everyone terms and conditions
            </Link>
            .
          </span>
        </label>
        {errors.accept_terms ? (
          <p id="plan-accept_terms-error" className="field-error">
            {errors.accept_terms}
          </p>
        ) : null}
      </div>
      <SubmitButton sending={sending} busy="Starting…" disabled={paying !== null}>
        {`Start my plan and pay ${Number.isInteger(amount) && amount > 0 ? formatINR(amount) : ''}`}
      </SubmitButton>
      <p className="field-hint savings-pay-note">
        Online you pay by card, UPI or net banking. Cash (up to ₹10,000 a month) is taken only at our stores.
      </p>
      {paying ? (
        <Suspense fallback={null}>
          <CardWindow data={paying.data} confirm={confirm} onClose={() => setPaying(null)} />
        </Suspense>
      ) : null}
    </StoreForm>
  );
}
