// The engagement forms' select and text area, built like account/form-field.tsx's input: a label,
// the error and hint tied to the control (aria-describedby, aria-invalid).
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface Described {
  name: string;
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  idPrefix: string;
}

function describedBy(id: string, error: unknown, hint: unknown) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function Notes({ id, error, hint }: { id: string; error?: string | null | undefined; hint?: ReactNode }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

export function SelectField({ name, label, error, hint, idPrefix, children, ...select }: Described & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'>) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...select}>
        {children}
      </select>
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({ name, label, error, hint, idPrefix, ...area }: Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...area} />
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}
