// Careers: the departments and positions /careers lists, and an application with its résumé. The
// fields are checked first (department, open position of that department, the résumé's content), then
// the captcha and the IP's window; then the file is written and the row and the staff's mail committed
// together. A failed commit removes the file: a refusal or a fault leaves neither file nor row.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import {
  CAREERS_REASONS,
  CAREERS_TEXTS,
  CAREERS_TOAST,
  type ApplicationBody,
  type Department,
  type Position,
} from '../../domain/careers/careers.ts';
import { judgeResume, RESUME_KINDS, resumeLabel } from '../../domain/careers/resume-rules.ts';
import { referenceFromBytes } from '../../domain/forms/form-rate.ts';
import { applicationStaffMail } from '../../domain/notifications/templates/careers-mails.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import { ok, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import { fieldRefusal, type FormGuard, type FormOutcome } from '../forms/form-guard.ts';
import type { CareersRepo } from './careers.repo.ts';
import { inspectResume } from './resume-content.ts';
import type { ResumeStore } from './resume-store.ts';

export interface CareersDeps {
  repo: CareersRepo;
  guard: FormGuard;
  resumes: ResumeStore;
  staffEmail: string;
  kickOutbox(): void;
  logger: Logger;
}

export function createCareersService({ repo, guard, resumes, staffEmail, kickOutbox, logger }: CareersDeps) {
  return {
    departments: (): Promise<Department[]> => repo.departments(),

    /** The open positions of a department; refused when there is no such department. */
    async positions(departmentId: number): Promise<Outcome<Position[], keyof typeof CAREERS_REASONS>> {
      if (!(await repo.department(departmentId)))
        return refusalOf(CAREERS_REASONS, 'DEPARTMENT_NOT_FOUND', {
          fields: { department_id: CAREERS_TEXTS.unknownDepartment },
        });
      return ok(await repo.openPositions(departmentId));
    },

    allOpenPositions: (): Promise<Position[]> => repo.openPositions(),

    async apply(body: ApplicationBody, ip: string): Promise<FormOutcome<{ reference: string; message: string }>> {
      const fields: Record<string, string> = {};
      const [department, position, finding] = await Promise.all([
        repo.department(body.department_id),
        repo.openPosition(body.position_id),
        inspectResume(body.resume.bytes),
      ]);
      if (!department) fields.department_id = CAREERS_TEXTS.unknownDepartment;
      else if (!position || position.department_id !== department.id) fields.position_id = CAREERS_TEXTS.position;
      const judged = judgeResume(finding);
      if (!judged.ok) fields.resume = judged.message;
      if (Object.keys(fields).length > 0 || !judged.ok || !department || !position) return fieldRefusal(fields);

      const admitted = await guard.admit('careers', ip, body.captcha);
      if (!admitted.ok) return admitted;

      const reference = referenceFromBytes('CA', randomBytes(5));
      const kind = RESUME_KINDS[judged.kind];
      const label = resumeLabel(body.resume.name);
      let stored: string | null = null;
      try {
        stored = await resumes.save(body.resume.bytes, kind.extension);
        const path = stored;
        await repo.transaction(async (tx) => {
          await repo.insertApplication(tx, {
            reference,
            departmentId: department.id,
            positionId: position.id,
            name: body.name,
            email: body.email,
            phone: body.phone,
            experienceYears: body.experience,
            coverNote: body.cover_note,
            resumePath: path,
            resumeKind: judged.kind,
            resumeBytes: body.resume.bytes.byteLength,
            resumeLabel: label,
          });
          const mail = applicationStaffMail({
            reference,
            name: body.name,
            email: body.email,
            phone: body.phone,
            department: department.name,
            position: position.title,
            experienceYears: body.experience,
            coverNote: body.cover_note,
            resume: { label, kind: judged.kind, bytes: body.resume.bytes.byteLength, path },
          });
          await enqueueNotice(tx, { mail: { to: staffEmail, ...mail } });
        });
      } catch (error) {
        if (stored)
          await resumes
            .remove(stored)
            .catch((err: unknown) => logger.error({ err, stored }, 'résumé left behind after a failed application'));
        await guard.withdraw(admitted.eventIds).catch(() => undefined);
        throw error;
      }
      kickOutbox();
      logger.info({ reference, positionId: position.id, kind: judged.kind }, 'job application received');
      return ok({ reference, message: CAREERS_TOAST });
    },
  };
}
export type CareersService = ReturnType<typeof createCareersService>;
