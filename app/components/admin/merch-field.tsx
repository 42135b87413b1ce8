// One field of a merchandising form: its label, the input (a text area for long copy), a hint with
// its limit, and the server's problem with it beside it (aria-invalid, announced through
// aria-describedby), so a refused save says which field to fix and why.
import { useId } from 'react';

export function MerchField({
  name,
  label,
  defaultValue,
  max,
  problem,
  long = false,
  hint,
  required = true,
}: {
  name: string;
  label: string;
  defaultValue: string;
  max: number;
  problem?: string;
  long?: boolean;
  hint?: string;
  required?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hintId, problem ? problemId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    defaultValue,
    maxLength: max,
    required,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className="merch-field">
      <label htmlFor={id}>{label}</label>
      {long ? <textarea rows={4} {...common} /> : <input {...common} />}
      <small id={hintId} className="admin-note">
        {hint ? `${hint} · ` : ''}at most {max} characters
      </small>
      {problem ? (
        <small id={problemId} className="admin-error">
          {problem}
        </small>
      ) : null}
    </div>
  );
}

/** The text fields of a submitted form, trimmed. */
export function formText(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((n) => [n, String(data.get(n) ?? '').trim()]));
}
