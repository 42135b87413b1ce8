// A labelled input with its hint and its error tied to it (aria-describedby, aria-invalid), so a
// screen reader reads the problem with the field and the first one can take the focus.
import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** The form's id prefix, so two forms on a page never share ids. */
  idPrefix?: string;
}

export function FormField({ name, label, error, hint, idPrefix = 'f', ...input }: FieldProps) {
  const id = `${idPrefix}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** An email address, required, named `email` unless told (the browser's email keyboard and autofill). */
export function EmailField({
  label = 'Email address',
  ...field
}: Omit<FieldProps, 'name' | 'label' | 'type' | 'autoComplete' | 'inputMode' | 'required'> & {
  name?: string;
  label?: string;
}) {
  return (
    <FormField name="email" label={label} {...field} type="email" autoComplete="email" inputMode="email" required />
  );
}

/** A password, required: the one in use, a new one (with the rule's hint), or the new one typed again. */
export function PasswordField({
  kind,
  ...field
}: Omit<FieldProps, 'type' | 'autoComplete' | 'hint' | 'required'> & { kind: 'current' | 'new' | 'again' }) {
  return (
    <FormField
      {...field}
      type="password"
      autoComplete={kind === 'current' ? 'current-password' : 'new-password'}
      required
      hint={kind === 'new' ? 'At least 8 characters; avoid common passwords.' : undefined}
    />
  );
}

/** A form-wide message (the server's refusal), announced as it appears. */
export function FormAlert({ children, kind = 'error' }: { children: ReactNode; kind?: 'error' | 'success' }) {
  if (!children) return null;
  return (
    <p className={`form-alert form-alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** Moves the focus to the first field the form marks invalid (after a refused submit). */
export function focusFirstError(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
}
