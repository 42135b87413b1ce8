// The frame every form of the store shares: the form element (the fields' own checks instead of the
// browser's, busy while its call is under way), its alert first, and the submit button that says what
// is happening and cannot be pressed twice. The state comes from useFormState (or useGatedForm).
import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormAlert } from '../account/form-field';

/** What the frame reads of the form's state (useFormState's and useGatedForm's answers have it). */
interface FormFrameState {
  formRef: RefObject<HTMLFormElement | null>;
  alert: string;
  sending: boolean;
}

export function StoreForm({
  form,
  onSubmit,
  className = 'account-form',
  alert,
  children,
}: {
  form: FormFrameState;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  className?: string;
  /** Said in the alert's place instead of the form's refusal (a success, a refusal with a link). */
  alert?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      className={className}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-busy={form.sending}
    >
      {alert === undefined ? <FormAlert>{form.alert}</FormAlert> : alert}
      {children}
    </form>
  );
}

/** The form's submit button: `busy` while its call is under way, when it is disabled too. */
export function SubmitButton({
  sending,
  busy,
  disabled = false,
  children,
}: {
  sending: boolean;
  busy: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button account-submit" disabled={sending || disabled}>
      {sending ? busy : children}
    </button>
  );
}
