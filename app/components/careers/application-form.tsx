// The job application (docs/spec.md#first-7 careers, #first-8 toast): the fields the server checks again, a résumé
// that must be PDF or Word up to 5 MiB (the server judges its content; the browser only spares a
// pointless upload), the hidden captcha, then the spec's 5-business-days toast.
import { useEffect, useRef, useState } from 'react';
import type { Department, Position } from '../../../domain/careers/careers';
import { CAREERS_TOAST } from '../../../domain/careers/careers-texts';
import { MAX_RESUME_BYTES, RESUME_TEXTS } from '../../../domain/careers/resume-rules';
import { FormAlert, FormField } from '../account/form-field';
import { StoreForm, SubmitButton } from '../forms/store-form';
import { ContactFields } from '../forms/contact-fields';
import { FileField, SelectField, TextareaField } from '../forms/form-controls';
import { useGatedForm, type Errors } from '../forms/use-gated-form';
import { apiPost } from '../../lib/authed-fetch';
import { toast } from '../../lib/toast';

type Field = 'name' | 'email' | 'phone' | 'department_id' | 'position_id' | 'experience' | 'cover_note' | 'resume';
const EMPTY = { name: '', email: '', phone: '', department_id: '', position_id: '', experience: '', cover_note: '' };
const ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function ApplicationForm({
  departments,
  positions,
  chosen,
}: {
  departments: readonly Department[];
  positions: readonly Position[];
  chosen: { department_id: number; position_id: number; at: number } | null;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState<readonly Position[]>([]);
  const form = useGatedForm<Field, typeof EMPTY, { result: { reference: string }; message: string }>({
    path: 'careers',
    initial: EMPTY,
    schema: (s) => s.applicationFieldsSchema,
    check: () => resumeProblem(fileRef.current?.files?.[0]),
    body: (v) => v,
    files: () => ({ resume: fileRef.current!.files![0]! }),
    onSuccess: (_answer, reset) => {
      toast(CAREERS_TOAST);
      // The résumé's file input is not React's to empty.
      form.formRef.current?.reset();
      reset();
    },
    onFailure: (answer) => toast(answer.message || 'Your application could not be sent.', { kind: 'error' }),
    failure: 'Your application could not be sent. Please try again.',
  });
  const { values, errors, receipt, sending, setValues } = form;
  const done = receipt ? `Application ${receipt.result.reference} received. ${CAREERS_TOAST}` : '';

  // The department's open positions: the page's list first, then the careers/positions call (fresh).
  useEffect(() => {
    const id = Number(values.department_id);
    if (!id) return setOpen([]);
    setOpen(positions.filter((p) => p.department_id === id));
    let live = true;
    void apiPost<{ result: Position[] }>('careers/positions', { department_id: id }).then((answer) => {
      if (live && answer.ok) setOpen(answer.data.result);
    });
    return () => {
      live = false;
    };
  }, [values.department_id, positions]);

  useEffect(() => {
    if (chosen)
      setValues((v) => ({
        ...v,
        department_id: String(chosen.department_id),
        position_id: String(chosen.position_id),
      }));
  }, [chosen]);

  // The schema judges the typed fields; the résumé is a file the browser can only weigh (the server reads it).
  const resumeProblem = (file: File | undefined): Errors<Field> => {
    if (!file) return { resume: RESUME_TEXTS.missing };
    if (file.size > MAX_RESUME_BYTES) return { resume: RESUME_TEXTS.tooLarge };
    if (file.size === 0) return { resume: RESUME_TEXTS.empty };
    return {};
  };

  return (
    <section className="form-card" id="careers-form" aria-labelledby="careers-form-title">
      <h2 id="careers-form-title">Apply now</h2>
      <p>Tell us about yourself. Every field is needed except the cover note.</p>
      <StoreForm form={form} onSubmit={form.onSubmit}>
        {done ? <FormAlert kind="success">{done}</FormAlert> : null}
        <ContactFields
          form={form}
          idPrefix="careers"
          wording="booking"
          paired
          hints={{ phone: 'With the country code, e.g. +919847012345.' }}
        />
        <SelectField
          idPrefix="careers"
          {...form.field('department_id')}
          // Another department's positions are others: the chosen one goes.
          onChange={(e) => setValues((v) => ({ ...v, department_id: e.target.value, position_id: '' }))}
          label="Department"
          required
          placeholder="Choose a department"
          choices={departments.map((d) => ({ value: d.id, label: d.name }))}
        />
        <SelectField
          idPrefix="careers"
          {...form.field('position_id')}
          label="Position"
          required
          disabled={!values.department_id}
          placeholder={values.department_id ? 'Choose a position' : 'Choose a department first'}
          choices={open.map((p) => ({ value: p.id, label: `${p.title} (${p.location})` }))}
        />
        <FormField
          idPrefix="careers"
          {...form.field('experience')}
          label="Experience (years)"
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          step={1}
          required
        />
        <TextareaField
          idPrefix="careers"
          {...form.field('cover_note')}
          label="Cover note (optional)"
          maxLength={1500}
          rows={5}
          hint="A few lines on why this role, at most 1,500 characters."
        />
        <FileField
          idPrefix="careers"
          name="resume"
          label="Résumé"
          ref={fileRef}
          accept={ACCEPT}
          required
          error={errors.resume}
          hint="PDF or Word (.pdf, .doc, .docx), up to 5 MiB. We check the file itself, not only its name."
        />
        <SubmitButton sending={sending} busy="Sending your application…">
          Send application
        </SubmitButton>
      </StoreForm>
    </section>
  );
}
