// The email's verification link, from the member's side (docs/decisions/2026-11-27-email-proofs.md): the
// dashboard's short notice while the email is not verified, and the button that mails a new link
// (email/verify/resend, a few an hour), also offered by /verify-email when a link no longer works.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Profile } from '../../../domain/accounts/api-schemas';
import { EMAIL_PROOF_TEXTS } from '../../../domain/accounts/email-proof';
import { apiPost } from '../../lib/authed-fetch';
import { keepSessionEmail, useHydrated, useSession } from '../../state/session';
import { FormAlert } from './form-field';

/** Mails a new link to the member of this device; without a session, goes to log in first and back to the dashboard. */
export function SendLinkButton({ label }: { label: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const send = async () => {
    if (!session) {
      void navigate('/login?redirect=dashboard');
      return;
    }
    setSending(true);
    const answer = await apiPost<{ message: string }>('email/verify/resend', {}, { auth: true });
    setSending(false);
    setSaid(
      answer.ok
        ? { kind: 'success', text: answer.data.message }
        : { kind: 'error', text: answer.message || 'We could not send a new link. Please try again.' },
    );
  };
  return (
    <div className="email-proof-send">
      <button type="button" className="button" disabled={sending} onClick={() => void send()}>
        {sending ? 'Sending…' : label}
      </button>
      {said ? <FormAlert kind={said.kind}>{said.text}</FormAlert> : null}
    </div>
  );
}

/** On the dashboard: says nothing until the profile answers, and nothing once the email is verified. */
export function EmailProofNotice() {
  const session = useSession();
  const hydrated = useHydrated();
  const [unverified, setUnverified] = useState<string | null>(null);
  useEffect(() => {
    if (!hydrated || !session) return;
    let live = true;
    void apiPost<{ result: Profile }>('profile/get2', { token: session.token }, { auth: true }).then((answer) => {
      if (!live || !answer.ok) return;
      keepSessionEmail(answer.data.result.email);
      if (answer.data.result.email_verified === false) setUnverified(answer.data.result.email);
    });
    return () => {
      live = false;
    };
  }, [hydrated, session]);
  if (unverified === null) return null;
  return (
    <section className="email-proof-notice" aria-label="Verify your email">
      <p>
        {EMAIL_PROOF_TEXTS.notVerified} <span className="email-proof-address">({unverified})</span>
      </p>
      <SendLinkButton label={EMAIL_PROOF_TEXTS.resendButton} />
    </section>
  );
}
