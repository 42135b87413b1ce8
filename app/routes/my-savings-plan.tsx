// /my-savings-plan: the member's Diamond for Everyone passbook (docs/api.md "Savings plan"). Members only:
// without a session on the device it goes to /login?redirect=my-savings-plan once hydrated. The plan
// loads on the client, like the other account pages (the token lives on the device).
import { useEffect, useState } from 'react';
import { Link } from '../lib/link';
import type { Route } from './+types/my-savings-plan';
import type { PlanAnswer } from '../../domain/savings/api-schemas';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { failureText } from '../components/account/failure-text';
import { FormAlert } from '../components/account/form-field';
import { useMember } from '../components/account/use-member';
import { Passbook } from '../components/savings/passbook';
import { apiGet } from '../lib/authed-fetch';
import '../styles/savings.css';
import '../styles/modal.css';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, 'My savings plan', 'Your Diamond for Everyone passbook.', '/my-savings-plan');

export default function MySavingsPlan() {
  const session = useMember();
  const [plan, setPlan] = useState<PlanAnswer | null | undefined>(undefined);
  const [error, setError] = useState('');
  const userId = session?.user_id;

  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    void apiGet<{ plan: PlanAnswer | null; plans: PlanAnswer[] }>('dfe/plans', { auth: true }).then((answer) => {
      if (!current) return;
      if (answer.ok) setPlan(answer.data.plan ?? answer.data.plans[0] ?? null);
      else setError(failureText(answer, 'We could not load your plan. Please try again.'));
    });
    return () => {
      current = false;
    };
  }, [userId]);

  return (
    <AccountPage eyebrow="My account" title="My savings plan" intro="Diamond for Everyone: your passbook." wide>
      <FormAlert>{error}</FormAlert>
      {plan === undefined && !error ? <p className="account-loading">Loading your plan…</p> : null}
      {plan === null ? (
        <div className="savings-empty">
          <p>You have no savings plan yet.</p>
          <Link className="button" to="/savings-plan#start">
            Start my plan
          </Link>
        </div>
      ) : null}
      {plan ? <Passbook plan={plan} onChanged={setPlan} /> : null}
      <p className="account-signed-in">
        <Link to="/dfe-terms-and-conditions">The plan's terms and conditions</Link> ·{' '}
        <Link to="/dashboard">Back to my account</Link>
      </p>
    </AccountPage>
  );
}
