// /admin/inbox/:kind/:id: one item of the inbox as support works it: what the form stored, the status
// moves the table allows, the assignee (one tap to take it), the notes, a career application's
// résumé, and a booking's confirm, reschedule and cancel (the customer is told by mail and SMS).
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { InboxItem, InboxItemAnswer } from '../../../domain/inbox/api-schemas';
import { INBOX_STATUS_LABELS, type InboxStatus } from '../../../domain/inbox/inbox-rules';
import { adminCall, adminDownload, problemOf } from '../../lib/admin-api';
import { getAdminSession } from '../../state/admin-session';
import { AdminBack } from '../../components/admin/admin-back';
import { useAdminRecord } from '../../components/admin/use-admin-record';
import { DialogActions } from '../../components/admin/dialog-actions';
import { AdminOk } from '../../components/admin/admin-ok';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Inbox item');

const MOVE_LABELS: Record<InboxStatus, string> = {
  new: 'Mark new',
  in_progress: 'Start',
  done: 'Mark done',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

type Dialog = 'reschedule' | 'cancel' | null;

export default function AdminInboxItem() {
  const { kind = '', id = '' } = useParams();
  const base = `admin/inbox/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
  const { data: answer, error, keep, reload } = useAdminRecord<InboxItemAnswer>(base);
  const [actError, setActError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogError, setDialogError] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const me = getAdminSession()?.staff;

  useEffect(() => {
    if (dialog) dialogRef.current?.showModal();
    else dialogRef.current?.close();
  }, [dialog]);

  /** One act: its answer is the item as it is now; a refusal is shown beside the acts (or in the dialog). */
  async function send(what: string, body: unknown, doneText: string, inDialog = false): Promise<boolean> {
    setBusy(true);
    setActError('');
    setDialogError('');
    setDone('');
    const a = await adminCall<InboxItemAnswer & { message?: string }>('POST', `${base}/${what}`, body);
    setBusy(false);
    if (!a.ok) {
      (inDialog ? setDialogError : setActError)(problemOf(a));
      // Another member may have acted meanwhile: show the item as it is now.
      if (a.status === 409) reload();
      return false;
    }
    keep({ item: a.data.item, assignees: a.data.assignees });
    setDone(doneText);
    return true;
  }

  if (error)
    return (
      <>
        <AdminBack to="/admin/inbox">Inbox</AdminBack>
        <AdminError>{error}</AdminError>
      </>
    );
  if (!answer) return <p className="admin-note">Loading…</p>;
  const item: InboxItem = answer.item;
  const booking = item.booking;
  const bookingOpen = booking !== null && booking.status !== 'cancelled';

  return (
    <>
      <AdminBack to="/admin/inbox">Inbox</AdminBack>
      <h1>
        {item.name} <span className="admin-pill">{INBOX_STATUS_LABELS[item.status]}</span>
      </h1>
      <p className="admin-note">
        {item.kind_label}
        {item.reference ? ` ${item.reference}` : ''} · received {when(item.received_at)}
      </p>
      <div className="admin-actions" role="group" aria-label="Status">
        {item.moves.map((m) => (
          <button
            key={m}
            type="button"
            className={m === 'done' ? 'button' : 'button button-quiet'}
            disabled={busy}
            onClick={() => void send('status', { status: m }, `${INBOX_STATUS_LABELS[m]}: done.`)}
          >
            {MOVE_LABELS[m]}
          </button>
        ))}
      </div>
      <AdminError>{actError}</AdminError>
      <AdminOk>{done}</AdminOk>
      <div className="admin-order-grid">
        <div>
          <section className="admin-panel" aria-labelledby="details">
            <h2 id="details">Details</h2>
            <dl className="admin-facts">
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${item.email}`}>{item.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${item.phone}`}>{item.phone}</a>
              </dd>
              {item.facts.map(([label, value]) => (
                <FactRow key={label} label={label} value={value} />
              ))}
            </dl>
            {item.message ? (
              <>
                <h3>Message</h3>
                <p className="admin-message">{item.message}</p>
              </>
            ) : null}
            {item.resume ? (
              <div className="admin-actions">
                <button
                  type="button"
                  className="button button-quiet"
                  onClick={() =>
                    void adminDownload(
                      `admin/inbox/career/${item.id}/resume`,
                      `resume-${item.reference ?? item.id}.${item.resume!.kind}`,
                    ).then((ok) => (ok ? undefined : setActError('The résumé could not be downloaded.')))
                  }
                >
                  Download résumé ({item.resume.label}, {Math.max(1, Math.round(item.resume.bytes / 1024))} KB)
                </button>
              </div>
            ) : null}
          </section>
          {booking ? (
            <section className="admin-panel" aria-labelledby="booking">
              <h2 id="booking">Booking</h2>
              <p>
                <span className="admin-pill">{booking.status}</span> {booking.when}
              </p>
              {bookingOpen ? (
                <div className="admin-actions" role="group" aria-label="Acts on this booking">
                  {booking.status === 'requested' ? (
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      onClick={() => void send('confirm', {}, 'Booking confirmed; the customer is told.')}
                    >
                      Confirm booking
                    </button>
                  ) : null}
                  <button type="button" className="button button-quiet" onClick={() => setDialog('reschedule')}>
                    Reschedule
                  </button>
                  <button type="button" className="button button-quiet" onClick={() => setDialog('cancel')}>
                    Cancel booking
                  </button>
                </div>
              ) : null}
            </section>
          ) : null}
          <section className="admin-panel" aria-labelledby="notes">
            <h2 id="notes">Notes</h2>
            {item.notes.length === 0 ? <p className="admin-note">No notes yet.</p> : null}
            <ol className="admin-notes">
              {item.notes.map((n, i) => (
                <li key={i}>
                  <p className="admin-message">{n.text}</p>
                  <small>
                    {n.by.name} · <time dateTime={n.at}>{when(n.at)}</time>
                  </small>
                </li>
              ))}
            </ol>
            <form
              className="admin-form"
              aria-label="Add a note"
              onSubmit={(e) => {
                e.preventDefault();
                const text = noteRef.current?.value ?? '';
                void send('notes', { text }, 'Note added.').then((ok) => {
                  if (ok && noteRef.current) noteRef.current.value = '';
                });
              }}
            >
              <label>
                Note
                <textarea ref={noteRef} name="text" rows={3} maxLength={2000} required />
              </label>
              <button type="submit" className="button" disabled={busy}>
                Add note
              </button>
            </form>
          </section>
        </div>
        <aside>
          <section className="admin-panel" aria-labelledby="assignee">
            <h2 id="assignee">Assignee</h2>
            <p>{item.assignee ? item.assignee.name : 'Nobody yet.'}</p>
            {me && item.assignee?.id !== me.id && answer.assignees.some((s) => s.id === me.id) ? (
              <div className="admin-actions">
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => void send('assign', { assignee_id: me.id }, 'Assigned to you.')}
                >
                  Assign to me
                </button>
              </div>
            ) : null}
            <form
              className="admin-form"
              aria-label="Assign"
              onSubmit={(e) => {
                e.preventDefault();
                const v = String(new FormData(e.currentTarget).get('assignee') ?? '');
                void send('assign', { assignee_id: v ? Number(v) : null }, v ? 'Assigned.' : 'Unassigned.');
              }}
            >
              <label>
                Assign to
                <select
                  name="assignee"
                  defaultValue={item.assignee ? String(item.assignee.id) : ''}
                  key={item.assignee?.id ?? 0}
                >
                  <option value="">Nobody</option>
                  {answer.assignees.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name} ({s.role})
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="button button-quiet" disabled={busy}>
                Assign
              </button>
            </form>
          </section>
        </aside>
      </div>
      <dialog ref={dialogRef} className="admin-dialog" onClose={() => setDialog(null)} aria-labelledby="dialog-title">
        {dialog ? (
          <form
            className="admin-form"
            onSubmit={(e) => {
              e.preventDefault();
              const data = new FormData(e.currentTarget);
              const text = (k: string) => String(data.get(k) ?? '').trim();
              const sent =
                dialog === 'reschedule'
                  ? send(
                      'reschedule',
                      { date: text('date'), slot: text('slot') },
                      'Booking rescheduled; the customer is told.',
                      true,
                    )
                  : send('cancel', { reason: text('reason') }, 'Booking cancelled; the customer is told.', true);
              void sent.then((ok) => ok && setDialog(null));
            }}
          >
            <h2 id="dialog-title">{dialog === 'reschedule' ? 'Reschedule the booking' : 'Cancel the booking'}</h2>
            {dialog === 'reschedule' && booking ? (
              <>
                <label>
                  Date
                  <input name="date" type="date" required defaultValue={booking.day} />
                </label>
                <label>
                  Slot
                  <select name="slot" defaultValue={booking.slot}>
                    {booking.slots.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                </label>
              </>
            ) : (
              <label>
                Reason (told to the customer)
                <textarea name="reason" rows={3} maxLength={500} required minLength={3} />
              </label>
            )}
            <AdminError>{dialogError}</AdminError>
            <DialogActions
              busy={busy}
              act={dialog === 'reschedule' ? 'Reschedule' : 'Cancel booking'}
              close="Close"
              onClose={() => setDialog(null)}
            />
          </form>
        ) : null}
      </dialog>
    </>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="admin-message">{value}</dd>
    </>
  );
}
