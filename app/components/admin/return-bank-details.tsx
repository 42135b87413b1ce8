// The bank account a cash-on-delivery return is refunded to, behind a button: nothing of it is in the
// page until a staff member asks. While the return is approved (the moment staff pay it) the orders
// team gets the full number from GET …/bank-details, and each look is written to the audit; at any
// other step, or for the support role, the button shows the masked account the list already carries.
import { useEffect, useState } from 'react';
import type { ReturnView } from '../../../domain/orders/return-schemas';
import { adminCall, problemOf } from '../../lib/admin-api';
import { AdminError } from './admin-error';

type Bank = NonNullable<ReturnView['bank']>;

export function ReturnBankDetails({ ret, mayAct }: { ret: ReturnView; mayAct: boolean }) {
  const [shown, setShown] = useState<Bank | null>(null);
  const [error, setError] = useState('');
  const full = mayAct && ret.state === 'approved';
  // Hidden again when the return moves on or another return is chosen.
  useEffect(() => {
    setShown(null);
    setError('');
  }, [ret.return_id, ret.state]);

  if (!ret.bank) return null;
  async function show() {
    if (!full) return setShown(ret.bank);
    const answer = await adminCall<{ bank: Bank }>('GET', `admin/returns/${ret.return_id}/bank-details`);
    if (answer.ok) setShown(answer.data.bank);
    else setError(problemOf(answer));
  }
  return (
    <div className="admin-bank">
      {shown ? (
        <dl className="admin-facts" aria-label="Bank account for the refund">
          <dt>Account holder</dt>
          <dd>{shown.holder}</dd>
          <dt>Account number</dt>
          <dd>{shown.account}</dd>
          <dt>IFSC</dt>
          <dd>{shown.ifsc}</dd>
        </dl>
      ) : (
        <button type="button" className="button button-quiet" onClick={() => void show()}>
          Show bank details
        </button>
      )}
      {shown && !full ? (
        <p className="admin-note">The full account number opens to the orders team once the return is approved.</p>
      ) : null}
      {full && shown ? <p className="admin-note">This look is recorded in the audit.</p> : null}
      <AdminError>{error}</AdminError>
    </div>
  );
}
