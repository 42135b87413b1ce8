// Returns from My orders and tracking (docs/decisions/2026-11-27-returns.md): on a delivered order within
// its 15 days, 'Request a return' opens a dialog with the reasons, a note, up to 3 photos and, for a
// cash-on-delivery order, the bank account the refund is paid to; it sends them as a web form. The
// card then shows the return and its state; past the window or for a customised piece, why not.
import { useState } from 'react';
import { formatOrderDate } from '../../../domain/orders/order-dates';
import { RETURN_REASON_TEXTS, type ReturnReason } from '../../../domain/orders/return-states';
import type { ShopperReturn } from '../../../domain/orders/shopper-return';
import { apiPost } from '../../lib/authed-fetch';
import { toast } from '../../lib/toast';
import { failureText } from '../account/failure-text';
import { FormAlert } from '../account/form-field';
import { ReasonChoice } from './reason-choice';
import { Modal } from '../checkout/modal';

/** The fields whose server error shows beside them in the dialog. */
const BESIDE_FIELDS = new Set(['email', 'bank_account_holder', 'bank_account_number', 'bank_ifsc']);

interface Answer {
  result: { return_no: string; state: 'requested'; state_label: string; last_day: string };
  message: string;
}

export function RequestReturn({
  orderId,
  returns,
  tracking = false,
  onRequested,
}: {
  orderId: string;
  returns: ShopperReturn;
  /** Tracking: the order's email (typed again) proves it is theirs; My orders: the member's token. */
  tracking?: boolean;
  onRequested: (returns: ShopperReturn) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  if (returns.request && returns.request.state !== 'rejected')
    return (
      <p className="order-return-state" role="status">
        Return {returns.request.return_no}: <strong>{returns.request.state_label}</strong>
      </p>
    );
  if (!returns.can_request) return returns.refusal ? <p className="order-return-note">{returns.refusal}</p> : null;

  const send = async (form: HTMLFormElement) => {
    if (!reason) {
      setError('Please choose a reason.');
      return;
    }
    const data = new FormData(form);
    data.set('order_id', orderId);
    data.set('reason', reason);
    for (const f of data.getAll('photos')) if (f instanceof File && f.size === 0) data.delete('photos');
    if (data.getAll('photos').length > 3) {
      setError('Please choose at most 3 photos.');
      return;
    }
    setSending(true);
    setError('');
    const answer = await apiPost<Answer>(tracking ? 'order/track/return' : 'order/return', data, { auth: !tracking });
    setSending(false);
    if (!answer.ok) {
      setFields(answer.fields);
      // Errors shown beside their fields need no repeat (the server's message names the field's key).
      const keys = Object.keys(answer.fields);
      setError(
        keys.length > 0 && keys.every((k) => BESIDE_FIELDS.has(k))
          ? 'Please correct the details marked above.'
          : failureText(answer, 'We could not send your request. Please try again.'),
      );
      return;
    }
    setOpen(false);
    toast(answer.data.message);
    onRequested({
      ...returns,
      can_request: false,
      request: {
        return_no: answer.data.result.return_no,
        state: 'requested',
        state_label: answer.data.result.state_label,
        requested_at: new Date().toISOString(),
      },
    });
  };

  return (
    <>
      <button type="button" className="button button-quiet order-return-open" onClick={() => setOpen(true)}>
        Request a return
      </button>
      {returns.last_day ? (
        <span className="order-return-note">
          Returnable until {formatOrderDate(`${returns.last_day}T12:00:00+05:30`)}
        </span>
      ) : null}
      {open ? (
        <Modal title={`Return order ${orderId}`} onClose={() => setOpen(false)} closeLabel="Close">
          <form
            className="order-cancel-form order-return-form"
            onSubmit={(e) => {
              e.preventDefault();
              void send(e.currentTarget);
            }}
          >
            <ReasonChoice legend="Why are you returning it?" texts={RETURN_REASON_TEXTS} choice={[reason, setReason]} />
            {tracking ? (
              <label className="order-return-field">
                The email you ordered with
                <input name="email" type="email" required autoComplete="email" maxLength={128} />
                {fields.email ? <small className="form-error">{fields.email}</small> : null}
              </label>
            ) : null}
            <label className="order-return-field">
              Anything we should know? (optional)
              <textarea name="note" maxLength={500} rows={3} />
            </label>
            <label className="order-return-field">
              Photos (optional, up to 3)
              <input name="photos" type="file" accept="image/jpeg,image/png,image/webp" multiple />
            </label>
            {returns.needs_bank_details ? (
              <fieldset className="form-fieldset order-return-bank">
                <legend>Where should we pay your refund?</legend>
                <p className="order-cancel-note">You paid in cash, so we pay the refund into your bank account.</p>
                <label className="order-return-field">
                  Account holder
                  <input name="bank_account_holder" required autoComplete="name" maxLength={80} />
                  {fields.bank_account_holder ? (
                    <small className="form-error">{fields.bank_account_holder}</small>
                  ) : null}
                </label>
                <label className="order-return-field">
                  Account number
                  <input name="bank_account_number" required inputMode="numeric" pattern="[0-9 \-]{9,24}" />
                  {fields.bank_account_number ? (
                    <small className="form-error">{fields.bank_account_number}</small>
                  ) : null}
                </label>
                <label className="order-return-field">
                  IFSC
                  <input
                    name="bank_ifsc"
                    required
                    maxLength={11}
                    placeholder="SBIN0001234"
                    autoCapitalize="characters"
                  />
                  {fields.bank_ifsc ? <small className="form-error">{fields.bank_ifsc}</small> : null}
                </label>
              </fieldset>
            ) : null}
            <p className="order-cancel-note">
              Keep the tag on, and pack the authenticity card, the invoice and any certificate with the piece. We will
              mail you the pick-up date; please send nothing before that mail.
            </p>
            {error ? <FormAlert>{error}</FormAlert> : null}
            <div className="order-cancel-actions">
              <button type="submit" className="button" disabled={sending}>
                {sending ? 'Sending…' : 'Request the return'}
              </button>
            </div>
          </form>
        </Modal>
      ) : null}
    </>
  );
}
