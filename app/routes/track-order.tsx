// /sales/guest/form, the Order Tracking page (docs/spec.md#second-2 "Order Tracking (banner: track using order
// id)"; docs/spec.md#first-7 order/track, #first-8 Tracking toasts): the order id and the email it was placed with.
// A match says 'Thanks for filling the form. Please checkout your order details' and opens
// /track-details; anything else says 'Something went wrong. Please try after again or contact our team'
// with the reason beside the form. Open to guests and members alike.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/track-order';
import type { TrackingResult } from '../../domain/orders/api-schemas';
import { TRACKING_TEXTS } from '../../domain/orders/messages';
import { normalizeOrderId } from '../../domain/orders/order-id';
import { AccountPage } from '../components/account/account-page';
import { failureText } from '../components/account/failure-text';
import { EmailField, FormField } from '../components/account/form-field';
import { useFormState, type Errors } from '../components/forms/use-form-state';
import { StoreForm, SubmitButton } from '../components/forms/store-form';
import { apiPost } from '../lib/authed-fetch';
import { rootOrigin, seoMeta } from '../lib/meta';
import { STORE_NAME } from '../lib/site';
import { toast } from '../lib/toast';
import { keepTrackedOrder } from '../state/tracked-order';
import '../styles/orders.css';

export const meta: Route.MetaFunction = ({ matches }) => {
  return [
    ...seoMeta(
      {
        title: `Order Tracking | ${STORE_NAME}`,
        description: 'Track your Suvarna order using your order id and the email you ordered with.',
        keyWords: 'order tracking, track order, order status, Suvarna',
      },
      '/sales/guest/form',
      rootOrigin(matches),
    ),
  ];
};

type Field = 'order_id' | 'email';
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function TrackOrder() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ order_id: '', email: '' });
  const form = useFormState<Field>();
  const { errors, sending } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors<Field> = {};
    if (!values.order_id.trim()) found.order_id = 'Please enter your order id.';
    else if (!normalizeOrderId(values.order_id))
      found.order_id = 'An order id is SV followed by 13 letters and digits, as in your confirmation mail.';
    if (!values.email.trim()) found.email = 'Please enter the email you ordered with.';
    else if (!EMAIL_SHAPE.test(values.email.trim())) found.email = 'Please use a valid email address.';
    if (!form.judge(found)) return;
    const answer = await form.send(() =>
      apiPost<{ result: TrackingResult }>('order/track', { order_id: values.order_id, email: values.email.trim() }),
    );
    if (!answer) return;
    if (answer.ok) {
      keepTrackedOrder(answer.data.result);
      toast(TRACKING_TEXTS.success);
      void navigate('/track-details', { state: { order: answer.data.result } });
      return;
    }
    toast(TRACKING_TEXTS.failure, { kind: 'error' });
    const fromServer: Errors<Field> = {};
    for (const field of ['order_id', 'email'] as const)
      if (answer.fields[field])
        fromServer[field] = `The ${field === 'email' ? 'email' : 'order id'} ${answer.fields[field]}.`;
    form.refuse(fromServer, failureText(answer, TRACKING_TEXTS.failure));
  };

  return (
    <AccountPage
      eyebrow="Order Tracking"
      title="Track your order"
      intro="Track your order using your order id. You will find it in your order confirmation mail and SMS."
      footer={
        <p>
          Have an account? <Link to="/my-orders">See all your orders</Link>
        </p>
      }
    >
      <StoreForm form={form} onSubmit={onSubmit}>
        <FormField
          idPrefix="track"
          name="order_id"
          label="Order id"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
          placeholder="SV…"
          value={values.order_id}
          onChange={(e) => setValues({ ...values, order_id: e.target.value })}
          error={errors.order_id}
          hint="Starts with SV, for example SV7K2M9Q4R8T1XW."
        />
        <EmailField
          idPrefix="track"
          maxLength={254}
          value={values.email}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
          error={errors.email}
          hint="The email you placed the order with."
        />
        <SubmitButton sending={sending} busy="Finding your order…">
          Track order
        </SubmitButton>
      </StoreForm>
    </AccountPage>
  );
}
