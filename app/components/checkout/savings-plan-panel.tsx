// Savings plan at checkout (docs/decisions/2026-11-27-savings-plan-redemption.md): a member whose
// Diamond for Everyone plan has matured sees it with its value and applies it in one press; the plan
// then pays its whole value and the summary and the payment panel follow from the draft the server
// answers. Shown only to members with a matured plan, or while a plan is on the draft.
import { useEffect, useState } from 'react';
import type { PlanAnswer } from '../../../domain/savings/api-schemas';
import { formatINR } from '../../../domain/money/inr';
import { apiGet } from '../../lib/authed-fetch';
import { toast } from '../../lib/toast';
import { useSession } from '../../state/session';
import { useCheckout } from './checkout-state';
import { Panel } from './panel';

/** Why an applied plan pays nothing now, in the shopper's words. */
const PROBLEM_TEXT: Record<string, string> = {
  DFE_NOT_MATURED: 'The plan can be redeemed from its twelfth month.',
  DFE_PLAN_CLOSED: 'This plan has closed. Please visit a store to use what you paid.',
  DFE_PLAN_REDEEMED: 'This plan has already been redeemed.',
  DFE_PLAN_IN_USE: 'This plan is held by another order awaiting payment.',
};

export function SavingsPlanPanel() {
  const { draft, save } = useCheckout();
  const session = useSession();
  const userId = session?.user_id;
  const [matured, setMatured] = useState<PlanAnswer[]>([]);
  const [busy, setBusy] = useState(false);
  const applied = draft.applied_savings_plan;

  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    void apiGet<{ plans: PlanAnswer[] }>('dfe/plans', { auth: true }).then((answer) => {
      if (current && answer.ok) setMatured(answer.data.plans.filter((p) => p.status === 'matured'));
    });
    return () => {
      current = false;
    };
  }, [userId]);

  if (!session || (!applied && matured.length === 0)) return null;

  async function run(name: string, body: Record<string, unknown> = {}) {
    setBusy(true);
    const answer = await save(name, body);
    setBusy(false);
    if (!answer.ok) toast(answer.message, { kind: 'error' });
  }

  let body;
  if (applied) {
    const shortBy = applied.problem === 'DFE_ORDER_BELOW_VALUE';
    body = (
      <div className="co-applied co-plan-applied">
        <div>
          <p className="co-plan-id">Plan {applied.plan_id}</p>
          {applied.amount > 0 ? (
            <p>
              <span className="price">{formatINR(applied.amount)}</span> applied
            </p>
          ) : (
            <p>
              {shortBy
                ? `The plan is redeemed in one purchase of more than ${formatINR(applied.redemption_value)}. Please add jewellery to your bag.`
                : (PROBLEM_TEXT[applied.problem ?? ''] ?? 'This plan cannot pay for this order now.')}
            </p>
          )}
        </div>
        <button
          type="button"
          className="link-button co-plan-remove"
          onClick={() => void run('virtual_order_clear_savings_plan')}
          disabled={busy}
        >
          Remove
        </button>
      </div>
    );
  } else {
    body = (
      <ul className="co-plan-list">
        {matured.map((plan) => (
          <li key={plan.plan_id} className="co-applied">
            <div>
              <p className="co-plan-id">Diamond for Everyone {plan.plan_id}</p>
              <p>
                Matured: worth <span className="price">{formatINR(plan.redemption_value)}</span>
                {plan.gift_earned > 0 ? `, our gift of ${formatINR(plan.gift_earned)} included` : ''}.
              </p>
              <p className="field-hint">Redeemed whole, towards jewellery that costs more; you pay the rest.</p>
            </div>
            <button
              type="button"
              className="button"
              onClick={() => void run('virtual_order_set_savings_plan', { plan_id: plan.plan_id })}
              disabled={busy || draft.applied_gift_card !== null}
            >
              Apply my plan
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Panel id="co-savings-plan" title="Savings Plan" step={3} saving={busy}>
      {body}
      {!applied && draft.applied_gift_card !== null ? (
        <p className="co-note">Remove the gift card to use your savings plan: the two cannot pay one order together.</p>
      ) : null}
    </Panel>
  );
}
