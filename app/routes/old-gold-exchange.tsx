// /old-gold-exchange (a Promise strip destination): the old gold purchase and exchange rules (checkout
// docs/spec.md#second-9: the advance valid 1 year, hand-over within 3 business days, at most ₹2,000 of the
// difference refunded; docs/spec.md#second-4: not cancellable once confirmed), the booking form, and the receipt link's
// cancellation (?booking=…&token=…).
import { useSearchParams } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/old-gold-exchange';
import { OLD_GOLD_RULES, WHAT_TO_BRING } from '../../domain/bookings/old-gold-texts';
import { STORE_HOURS, STORES } from '../../domain/stores/stores';
import { CancelBooking } from '../components/bookings/cancel-booking';
import { rootOrigin, seoMeta } from '../lib/meta';
import { touchLazy } from '../lib/touch-lazy';
import { STORE_NAME } from '../lib/site';
import '../styles/account.css';
import '../styles/forms.css';

// The booking form's code comes when the shopper first touches it (app/lib/touch-lazy.tsx).
const OldGoldForm = touchLazy(
  'old-gold',
  () => import('../components/bookings/old-gold-form'),
  (m) => m.OldGoldForm,
);

export async function loader() {
  if (import.meta.env.SSR) await OldGoldForm.ready();
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: `Old Gold Exchange | ${STORE_NAME}`,
      description:
        'Exchange or sell your old gold at our Kochi, Kozhikode and Thrissur showrooms: valued in front of you, an advance valid for a year. Book an appointment online.',
      keyWords:
        'old gold exchange, sell old gold Kerala, gold exchange Kochi, gold exchange Thrissur, gold exchange Kozhikode, Suvarna',
    },
    '/old-gold-exchange',
    rootOrigin(matches),
  );

export default function OldGoldExchange() {
  const [params] = useSearchParams();
  const booking = params.get('booking');
  const token = params.get('token');
  return (
    <div className="container form-page">
      <header className="form-hero">
        <p className="eyebrow">Old Gold Exchange</p>
        <h1 className="display">Give your old gold a new life</h1>
        <p>
          Bring the gold you no longer wear to one of our showrooms. We test and weigh it in front of you, and its value
          goes towards a new piece or comes back to you.
        </p>
        <a className="button form-jump" href="#old-gold-form">
          Book an appointment
        </a>
      </header>
      {booking && token ? <CancelBooking reference={booking} token={token} /> : null}
      <div className="form-layout">
        <div className="form-facts">
          <section aria-labelledby="og-how">
            <h2 id="og-how">How it works</h2>
            <ol className="steps">
              <li>Book a time at the store nearest you. We mail you a receipt with your booking reference.</li>
              <li>The store calls you to confirm the appointment.</li>
              <li>
                At the store, the showroom manager checks the purity on a karat meter and weighs the gold with you.
              </li>
              <li>You choose a new piece, or take the value as an advance towards one.</li>
            </ol>
          </section>
          <section aria-labelledby="og-rules">
            <h2 id="og-rules">The rules</h2>
            <ul>
              {OLD_GOLD_RULES.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <p>
              The full terms are in our <Link to="/old-gold-purchase-policy">old gold purchase policy</Link>.
            </p>
          </section>
          <section aria-labelledby="og-bring">
            <h2 id="og-bring">What to bring</h2>
            <ul>
              {WHAT_TO_BRING.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="og-stores">
            <h2 id="og-stores">Our stores</h2>
            <ul>
              {STORES.map((s) => (
                <li key={s.id}>
                  <strong>{s.name}</strong>, {s.address}, {s.city} {s.pincode}. Phone {s.phone}.
                </li>
              ))}
            </ul>
            <p>Open {STORE_HOURS}.</p>
          </section>
        </div>
        <OldGoldForm />
      </div>
    </div>
  );
}
