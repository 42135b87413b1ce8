// Careers: the departments and open positions shown on /careers (seeded by the migration), and the
// applications sent to them. A résumé lives on disk under DATA_DIR/uploads/resumes with a random name;
// the row names that file, never the applicant's own file name as a path.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const careerDepartments = pgTable(
  'career_departments',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('career_departments_slug_key').on(t.slug)],
);

export const careerPositions = pgTable(
  'career_positions',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => careerDepartments.id),
    title: text('title').notNull(),
    location: text('location').notNull(),
    employment: text('employment').notNull().default('Full time'),
    summary: text('summary').notNull(),
    open: boolean('open').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('career_positions_department_idx').on(t.departmentId)],
);

export const careerApplications = pgTable(
  'career_applications',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => careerDepartments.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => careerPositions.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** As the applicant's country writes it, with its code: +919876543210. */
    phone: text('phone').notNull(),
    experienceYears: integer('experience_years').notNull(),
    coverNote: text('cover_note').notNull().default(''),
    /** The stored file, relative to DATA_DIR: uploads/resumes/<random>.<kind>. */
    resumePath: text('resume_path').notNull(),
    resumeKind: text('resume_kind').notNull(),
    resumeBytes: integer('resume_bytes').notNull(),
    /** The applicant's file name, a label only. */
    resumeLabel: text('resume_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('career_applications_reference_key').on(t.reference),
    uniqueIndex('career_applications_resume_path_key').on(t.resumePath),
    check('career_applications_resume_kind', sql`${t.resumeKind} IN ('pdf', 'doc', 'docx')`),
    check('career_applications_resume_bytes', sql`${t.resumeBytes} BETWEEN 1 AND 5242880`),
  ],
);
