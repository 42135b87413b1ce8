// /savings-plan: the Diamond for Everyone monthly plan (docs/spec.md#second-9, DFE policy text) with its rules,
// a worked example and the enquiry form (docs/spec.md#first-7 dfe). The full terms are the policy page
// /dfe-terms-and-conditions. Members start the plan here (#start) and keep its passbook at /my-savings-plan.
import { Link } from '../lib/link';
import type { Route } from './+types/savings-plan';
import { DfeForm } from '../components/engagement/dfe-form';
import { MemberStart } from '../components/savings/member-start';
import { rootOrigin, seoMeta } from '../lib/meta';
import { STORE_NAME } from '../lib/site';
import { DFE_RULES } from '../../domain/engagement/dfe-plan';
import '../styles/account.css';
import '../styles/engagement.css';
import '../styles/savings.css';
import '../styles/modal.css';

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: `Diamond for Everyone Savings Plan | ${STORE_NAME}`,
      description:
        'Save from ₹1,000 a month for 11 months and Suvarna adds 70% of your first instalment as a gift. Ask us about the Diamond for Everyone plan.',
      keyWords: 'jewellery savings plan, gold savings scheme, monthly instalment, Diamond for Everyone, DFE, Suvarna',
    },
    '/savings-plan',
    rootOrigin(matches),
  );

export default function SavingsPlan() {
  return (
    <div className="container engagement-page">
      <header className="engagement-banner">
        <p className="eyebrow">Diamond for Everyone</p>
        <h1 className="display">Save a little each month, wear a diamond</h1>
        <p className="engagement-intro">
          Our monthly savings plan: pay eleven monthly instalments and we add 70% of your first one as a gift.
        </p>
      </header>
      <section className="engagement-card dfe-rules" aria-labelledby="dfe-rules-title">
        <h2 id="dfe-rules-title" className="helpdesk-title">
          How the plan works
        </h2>
        <ul>
          {DFE_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p>
          Read the full <Link to="/dfe-terms-and-conditions">DFE terms and conditions</Link>.
        </p>
      </section>
      <section className="engagement-card" id="start" aria-labelledby="dfe-start-title">
        <h2 id="dfe-start-title" className="helpdesk-title">
          Start my plan
        </h2>
        <MemberStart />
      </section>
      <section className="engagement-card" aria-labelledby="dfe-form-title">
        <h2 id="dfe-form-title" className="helpdesk-title">
          Ask us about the plan
        </h2>
        <DfeForm />
      </section>
    </div>
  );
}
