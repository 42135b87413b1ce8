// The receipt's cancel link lands here (?booking=…&token=…): a button, never the link itself, cancels,
// so a mail scanner that opens links cancels nothing. A confirmed booking answers that it cannot be.
import { useState } from 'react';
import { apiPost } from '../../lib/authed-fetch';
import { FormAlert } from '../account/form-field';

export function CancelBooking({ reference, token }: { reference: string; token: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' | 'refused'; text: string }>({
    kind: 'idle',
    text: '',
  });
  const cancel = async () => {
    setState({ kind: 'sending', text: '' });
    const answer = await apiPost<{ message: string }>('old-gold/booking/cancel', { reference, token });
    setState(
      answer.ok
        ? { kind: 'done', text: answer.data.message }
        : { kind: 'refused', text: answer.message || 'The booking could not be cancelled. Please call the store.' },
    );
  };
  return (
    <section className="form-card form-done" aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel booking {reference}</h2>
      {state.kind === 'done' ? (
        <FormAlert kind="success">{state.text}</FormAlert>
      ) : state.kind === 'refused' ? (
        <FormAlert>{state.text}</FormAlert>
      ) : (
        <>
          <p>
            You can cancel while the store has not yet confirmed your booking. Once confirmed, it cannot be cancelled.
          </p>
          <button type="button" className="button" onClick={() => void cancel()} disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? 'Cancelling…' : 'Cancel my booking'}
          </button>
        </>
      )}
    </section>
  );
}
