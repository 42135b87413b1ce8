// The PAN, asked for orders of ₹2,00,000 or more (Income-tax rules; the issue), saved with its own
// call and shown masked once saved. Loaded only for such orders.
import { useState, type FormEvent } from 'react';
import { FormField } from '../account/form-field';
import { useCheckout, usePanelMark } from './checkout-state';

export function PanField() {
  const { draft, save } = useCheckout();
  const [pan, setPan] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ref = usePanelMark('pan', () => setError((e) => e || 'Please enter your PAN.'));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const answer = await save('virtual_order_set_pan', { pan });
    setBusy(false);
    setError(answer.ok ? '' : (answer.fields.virtual_order_pan ?? answer.message));
    if (answer.ok) setPan('');
  };
  return (
    <section ref={ref} className="co-pan" aria-label="PAN">
      {draft.pan.masked ? (
        <p className="co-pan-saved">
          PAN <strong>{draft.pan.masked}</strong> saved.
        </p>
      ) : null}
      <form onSubmit={(e) => void submit(e)} noValidate className="co-pan-form">
        <FormField
          idPrefix="co"
          name="pan"
          label={draft.pan.masked ? 'Change PAN' : 'PAN (required for purchases of ₹2,00,000 or more)'}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={10}
          placeholder="ABCPE1234F"
          value={pan}
          onChange={(e) => setPan(e.target.value.toUpperCase())}
          error={error || undefined}
        />
        <button type="submit" className="button button-quiet" disabled={busy || pan.length !== 10}>
          Save PAN
        </button>
      </form>
    </section>
  );
}
