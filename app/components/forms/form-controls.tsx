// The select, text area and file inputs of the enquiry and booking forms, built like FormField
// (account/form-field.tsx): a label, the hint and the error tied to the control, so a screen reader
// reads the problem with the field and the first one can take the focus.
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import '../../styles/form-controls.css';

interface Common {
  name: string;
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  idPrefix: string;
}

function described(id: string, error: unknown, hint: unknown) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return ids || undefined;
}

function Feedback({ id, error, hint }: { id: string; error?: string | null | undefined; hint?: ReactNode }) {
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

/** One option of a select: the value sent and the words shown. */
export interface Choice {
  value: string | number;
  label: string;
}

export function SelectField({
  name,
  label,
  error,
  hint,
  idPrefix,
  placeholder,
  choices = [],
  ...select
}: Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'children'> & {
    /** The first option, with no value: what to do ('Choose one…'), or what nothing chosen means. */
    placeholder: string;
    choices: readonly Choice[];
  }) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <Feedback id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextareaField({
  name,
  label,
  error,
  hint,
  idPrefix,
  ...area
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        {...area}
      />
      <Feedback id={id} error={error} hint={hint} />
    </div>
  );
}

export function FileField({
  name,
  label,
  error,
  hint,
  idPrefix,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className={error ? 'form-field form-file has-error' : 'form-field form-file'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        {...input}
      />
      <Feedback id={id} error={error} hint={hint} />
    </div>
  );
}
