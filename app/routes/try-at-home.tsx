// /occasion/try@home: a consultant brings the pieces a shopper picked (from the wishlist or by SKU)
// to their home around our three stores, and the booking form.
import type { Route } from './+types/try-at-home';
import { SERVICEABLE_DISTRICTS, TRY_AT_HOME_LIMITS } from '../../domain/bookings/try-at-home-texts';
import { rootOrigin, seoMeta } from '../lib/meta';
import { touchLazy } from '../lib/touch-lazy';
import { STORE_NAME } from '../lib/site';
import '../styles/account.css';
import '../styles/forms.css';

// The booking form's code comes when the shopper first touches it (app/lib/touch-lazy.tsx).
const TryAtHomeForm = touchLazy(
  'try-at-home',
  () => import('../components/bookings/try-at-home-form'),
  (m) => m.TryAtHomeForm,
);

export async function loader() {
  if (import.meta.env.SSR) await TryAtHomeForm.ready();
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: `Try@Home | ${STORE_NAME}`,
      description:
        'Try Suvarna jewellery at home in and around Kochi, Thrissur and Kozhikode: a consultant brings the pieces you choose, with no obligation to buy.',
      keyWords:
        'try at home jewellery, home trial jewellery Kerala, jewellery consultant Kochi, Thrissur, Kozhikode, Suvarna',
    },
    '/occasion/try@home',
    rootOrigin(matches),
  );

export default function TryAtHome() {
  return (
    <div className="container form-page">
      <header className="form-hero">
        <p className="eyebrow">Try@Home</p>
        <h1 className="display">Try before you decide, at home</h1>
        <p>
          Choose up to {TRY_AT_HOME_LIMITS.pieces} pieces and a time. One of our consultants brings them to you, so you
          can see them in your own light, with family around you.
        </p>
        <a className="button form-jump" href="#try-at-home-form">
          Book a visit
        </a>
      </header>
      <div className="form-layout">
        <div className="form-facts">
          <section aria-labelledby="th-how">
            <h2 id="th-how">How it works</h2>
            <ol className="steps">
              <li>Pick pieces from your wishlist, or type the SKU shown on a product page.</li>
              <li>Choose a day and a two-hour window, at least a day ahead. We mail you a receipt.</li>
              <li>Our consultant calls the day before, then visits with the pieces and a Suvarna photo ID.</li>
              <li>
                Keep what you love: it is billed and delivered as an online order. There is nothing to pay for the
                visit.
              </li>
            </ol>
          </section>
          <section aria-labelledby="th-where">
            <h2 id="th-where">Where we come</h2>
            <p>
              Try@home is offered in the {SERVICEABLE_DISTRICTS.join(', ')} districts of Kerala, around our showrooms in
              Kochi, Thrissur and Kozhikode. We check your pincode as you type it.
            </p>
          </section>
        </div>
        <TryAtHomeForm />
      </div>
    </div>
  );
}
