// Careers (docs/spec.md#first-7: careers/departments GET, careers/positions { department_id }, careers with
// the application form; docs/spec.md#first-8 the careers toast; docs/spec.md#first-9 "Career reply: within 5 business days"). The résumé
// travels as multipart (docs/api.md), PDF or Word up to 5 MiB, judged by its content (resume-rules.ts).
import { z } from 'zod';
import type { ReasonTable } from '../api/outcome.ts';
import { contactEmailSchema, personNameSchema, phoneSchema, plainText } from '../forms/form-fields.ts';
import { MAX_RESUME_BYTES, RESUME_TEXTS } from './resume-rules.ts';
import { CAREERS_LIMITS, CAREERS_TEXTS } from './careers-texts.ts';
export { CAREERS_LIMITS, CAREERS_TEXTS, CAREERS_TOAST, CAREER_REPLY_BUSINESS_DAYS } from './careers-texts.ts';

/** careers/positions' refusal: a department id that names none. */
export const CAREERS_REASONS = {
  DEPARTMENT_NOT_FOUND: { status: 404, text: CAREERS_TEXTS.unknownDepartment, note: 'no department with this id' },
} as const satisfies ReasonTable;

const id = (message: string) => z.coerce.number(message).int(message).min(1, message).max(2_147_483_647, message);

export const departmentSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  open_positions: z.number().int(),
});
export type Department = z.infer<typeof departmentSchema>;

export const positionSchema = z.object({
  id: z.number().int(),
  department_id: z.number().int(),
  title: z.string(),
  location: z.string(),
  employment: z.string(),
  summary: z.string(),
});
export type Position = z.infer<typeof positionSchema>;

export const departmentsInputSchema = z.object({});
export const departmentsAnswerSchema = z.object({ result: z.array(departmentSchema) });
export const positionsBodySchema = z.strictObject({ department_id: id(CAREERS_TEXTS.department) });
export const positionsAnswerSchema = z.object({ result: z.array(positionSchema) });

/** The résumé as the server read it from the multipart body: the shopper's name and type are only labels. */
export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const uploadedFileSchema = z
  .custom<UploadedFile>(
    (v) => typeof v === 'object' && v !== null && (v as UploadedFile).bytes instanceof Uint8Array,
    RESUME_TEXTS.missing,
  )
  .refine((f) => f.bytes.byteLength > 0, RESUME_TEXTS.empty)
  .refine((f) => f.bytes.byteLength <= MAX_RESUME_BYTES, RESUME_TEXTS.tooLarge)
  .describe('The résumé file (multipart file field): PDF, .doc or .docx, at most 5 MiB');

/** The application's typed fields: what the page's form checks (the résumé by resume-rules.ts) before it solves a captcha. */
export const applicationFieldsSchema = z.strictObject({
  name: personNameSchema,
  email: contactEmailSchema,
  phone: phoneSchema,
  department_id: id(CAREERS_TEXTS.department),
  position_id: id(CAREERS_TEXTS.position),
  experience: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number(CAREERS_TEXTS.experience)
      .int(CAREERS_TEXTS.experience)
      .min(0, CAREERS_TEXTS.experience)
      .max(50, CAREERS_TEXTS.experience),
  ),
  cover_note: plainText(CAREERS_LIMITS.coverNote, { multiline: true }).optional().default(''),
});
export const applicationBodySchema = applicationFieldsSchema.extend({
  resume: uploadedFileSchema,
  captcha: z.string().max(4000).describe('The ALTCHA solution of GET /api/captcha/challenge'),
});
export type ApplicationBody = z.infer<typeof applicationBodySchema>;

export const applicationAnswerSchema = z.object({ result: z.object({ reference: z.string() }), message: z.string() });
