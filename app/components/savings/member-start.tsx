// The savings plan page's part for members (/savings-plan#start): "Start my plan" for a member without a
// live plan, a way to their passbook for one who has it, and for a guest the way in (log in, then
// back here). Decided after hydration: the session lives on the device.
import { useEffect, useState } from 'react';
import { Link } from '../../lib/link';
import type { PlanAnswer } from '../../../domain/savings/api-schemas';
import { apiGet } from '../../lib/authed-fetch';
import { useHydrated, useSession } from '../../state/session';
import { StartPlanForm } from './start-plan-form';

export function MemberStart() {
  const session = useSession();
  const hydrated = useHydrated();
  const [plan, setPlan] = useState<PlanAnswer | null | undefined>(undefined);
  const userId = session?.user_id;

  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    void apiGet<{ plan: PlanAnswer | null }>('dfe/plans', { auth: true }).then((answer) => {
      if (current) setPlan(answer.ok ? answer.data.plan : null);
    });
    return () => {
      current = false;
    };
  }, [userId]);

  if (!hydrated || !session)
    return (
      <p className="savings-member-note">
        Members start the plan online and pay the first instalment by card.{' '}
        <Link to="/login?redirect=savings-plan">Log in</Link> or <Link to="/create">create an account</Link> to start;
        or ask us about it with the form below.
      </p>
    );
  if (plan === undefined) return <p className="account-loading">Looking up your plan…</p>;
  if (plan && plan.status !== 'pending')
    return (
      <p className="savings-member-note">
        You have a Diamond for Everyone plan ({plan.plan_id}), {formatSaved(plan)}.{' '}
        <Link to="/my-savings-plan">Open my savings plan</Link>.
      </p>
    );
  return (
    <>
      {plan ? (
        <p className="savings-member-note">
          Your plan {plan.plan_id} is waiting for its first instalment: pay it from{' '}
          <Link to="/my-savings-plan">My savings plan</Link>, or start again below.
        </p>
      ) : null}
      <StartPlanForm />
    </>
  );
}

const formatSaved = (plan: PlanAnswer): string => `${plan.paid_count} of ${plan.instalments.length} instalments paid`;
