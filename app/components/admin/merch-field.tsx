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

/** One field of a merchandising form as data: the form is a table of them (MerchFields). */
export interface MerchFieldSpec {
  name: string;
  label: string;
  max: number;
  hint?: string;
  long?: boolean;
  /** May be left empty. */
  optional?: boolean;
}

/** The fields of a table, each starting from the record's value of its name (empty for a new record). */
export function MerchFields({
  fields,
  values,
  problems,
}: {
  fields: readonly MerchFieldSpec[];
  values?: object | null;
  problems: Record<string, string>;
}) {
  const value = (name: string) => (values as Record<string, unknown> | null | undefined)?.[name];
  return (
    <>
      {fields.map((f) => (
        <MerchField
          key={f.name}
          name={f.name}
          label={f.label}
          defaultValue={String(value(f.name) ?? '')}
          max={f.max}
          problem={problems[f.name]}
          long={f.long}
          hint={f.hint}
          required={!f.optional}
        />
      ))}
    </>
  );
}

/** The names of a table's fields, for formText. */
export const namesOf = (fields: readonly MerchFieldSpec[]): string[] => fields.map((f) => f.name);
