// The only place that reads and writes careers: departments, open positions and applications.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { careerApplications, careerDepartments, careerPositions } from '../../db/schema/careers.ts';
import type { Department, Position } from '../../domain/careers/careers.ts';
import { type Tx } from '../../db/runner.ts';

export type { Tx } from '../../db/runner.ts';

export interface NewApplication {
  reference: string;
  departmentId: number;
  positionId: number;
  name: string;
  email: string;
  phone: string;
  experienceYears: number;
  coverNote: string;
  resumePath: string;
  resumeKind: string;
  resumeBytes: number;
  resumeLabel: string;
}

const positionColumns = {
  id: careerPositions.id,
  department_id: careerPositions.departmentId,
  title: careerPositions.title,
  location: careerPositions.location,
  employment: careerPositions.employment,
  summary: careerPositions.summary,
};

export function createCareersRepo(db: Db) {
  return {
    async departments(): Promise<Department[]> {
      return db
        .select({
          id: careerDepartments.id,
          slug: careerDepartments.slug,
          name: careerDepartments.name,
          description: careerDepartments.description,
          // Spelled out: drizzle leaves a single table's columns unqualified, which the subquery would read as its own.
          open_positions: sql<number>`(SELECT count(*)::int FROM career_positions p WHERE p.department_id = career_departments.id AND p.open)`,
        })
        .from(careerDepartments)
        .orderBy(asc(careerDepartments.sortOrder), asc(careerDepartments.id));
    },

    async department(id: number): Promise<{ id: number; name: string } | undefined> {
      const [row] = await db
        .select({ id: careerDepartments.id, name: careerDepartments.name })
        .from(careerDepartments)
        .where(eq(careerDepartments.id, id));
      return row;
    },

    /** Open positions, of one department or all. */
    async openPositions(departmentId?: number): Promise<Position[]> {
      return db
        .select(positionColumns)
        .from(careerPositions)
        .where(
          departmentId === undefined
            ? eq(careerPositions.open, true)
            : and(eq(careerPositions.open, true), eq(careerPositions.departmentId, departmentId)),
        )
        .orderBy(asc(careerPositions.departmentId), asc(careerPositions.sortOrder), asc(careerPositions.id));
    },

    async openPosition(id: number): Promise<Position | undefined> {
      const [row] = await db
        .select(positionColumns)
        .from(careerPositions)
        .where(and(eq(careerPositions.id, id), eq(careerPositions.open, true)));
      return row;
    },

    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    async insertApplication(tx: Tx, application: NewApplication): Promise<void> {
      await tx.insert(careerApplications).values(application);
    },
  };
}
export type CareersRepo = ReturnType<typeof createCareersRepo>;
