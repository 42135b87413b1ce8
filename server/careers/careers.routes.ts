// The careers calls (docs/spec.md#first-7; docs/api.md: careers/departments is a GET; the application is
// multipart up to 5 MiB). Validate → one service call → answer.
import type { Context } from 'hono';
import {
  applicationAnswerSchema,
  applicationBodySchema,
  departmentsAnswerSchema,
  departmentsInputSchema,
  positionsAnswerSchema,
  positionsBodySchema,
  CAREERS_REASONS,
} from '../../domain/careers/careers.ts';
import { MAX_RESUME_BYTES, RESUME_TEXTS } from '../../domain/careers/resume-rules.ts';
import { readMultipart } from '../http/read-multipart.ts';
import { clientIp } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { FORM_RATE_LIMITS } from '../../domain/forms/form-rate.ts';
import { FORM_REASONS, formRefusals } from '../forms/form-guard.ts';
import { unwrap } from '../http/unwrap.ts';
import type { CareersService } from './careers.service.ts';

const TAG = 'Careers';
/** The application's path, whose body may reach the résumé's 5 MiB plus the form around it. */
export const CAREERS_UPLOAD_PATH = '/api/careers';
export const CAREERS_MAX_BODY_BYTES = MAX_RESUME_BYTES + 64 * 1024;

const readApplication = (c: Context) =>
  readMultipart(c, {
    message: 'Send the application as multipart/form-data, with the résumé in the file field "resume".',
    field: 'resume',
    problem: RESUME_TEXTS.missing,
  });

export function careersCalls(careers: CareersService, options: { trustProxy: boolean }): ApiCall[] {
  return [
    defineCall({
      path: 'careers/departments',
      method: 'GET',
      public: true,
      tag: TAG,
      summary: 'The departments, with how many positions each has open',
      input: departmentsInputSchema,
      answer: departmentsAnswerSchema,
      handle: async () => ({ result: await careers.departments() }),
    }),
    defineCall({
      path: 'careers/positions',
      method: 'POST',
      public: true,
      tag: TAG,
      summary: 'The open positions of a department',
      input: positionsBodySchema,
      answer: positionsAnswerSchema,
      refusals: CAREERS_REASONS,
      handle: async (body) => ({ result: unwrap(await careers.positions(body.department_id), CAREERS_REASONS) }),
    }),
    defineCall({
      path: 'careers',
      method: 'POST',
      tag: TAG,
      summary: 'Apply for a position, with a résumé',
      description:
        'multipart/form-data: the text fields and the file field `resume`. The résumé is judged by its content, never its name or declared type: a PDF (starting with %PDF-), ' +
        "a Word 97–2003 document (an OLE2 compound file whose directory has a WordDocument stream with Word's header and its table stream) or a .docx (a ZIP package with word/document.xml), " +
        'at most 5 MiB; it is stored under the kind its content shows and never served. Refused, each naming the problem in `fields.resume`: VBA macros (.doc Macros/VBA storages, ' +
        '.docx vbaProject parts or macro-enabled content types), ActiveX controls, relationships to content outside the package that Word follows on opening (an external attachedTemplate; ' +
        "hyperlinks to http, https and mailto are kept), anything before a PDF's header, HTML in a PDF, and PDF JavaScript (also as an OpenAction or in packed object streams), Launch actions and embedded files. " +
        'A body over 5 MiB and 64 KiB answers 413 before it is read. ' +
        '`phone`: 12 to 15 characters with the country code; an Indian number must start 7, 8 or 9 after +91 (else "Invalid Indian phone number"). ' +
        `\`captcha\` is the ALTCHA solution of GET /api/captcha/challenge, good once. At most ${FORM_RATE_LIMITS.careers} applications an hour from one IP, counted once the captcha passed. ` +
        "The staff get a mail in the outbox naming the applicant and the position; the answer's `message` is the spec's careers toast.",
      input: applicationBodySchema,
      answer: applicationAnswerSchema,
      readBody: readApplication,
      bodyType: 'multipart/form-data',
      successStatus: 201,
      errors: [{ status: 413, reason: 'PAYLOAD_TOO_LARGE', description: 'The body is over 5 MiB and 64 KiB.' }],
      refusals: formRefusals(
        'careers',
        'applications',
        'a field is missing or wrong (unknown department or position, a file that is not PDF or Word, a file with macros, ActiveX, external content, HTML or PDF actions, over 5 MiB); `fields` names each.',
      ),
      handle: async (body, c) => {
        const { reference, message } = unwrap(await careers.apply(body, clientIp(c, options.trustProxy)), FORM_REASONS);
        return { result: { reference }, message };
      },
    }),
  ];
}
