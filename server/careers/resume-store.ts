// Résumés on disk: DATA_DIR/uploads/resumes/<32 random hex>.<kind>. The name is ours, never the
// applicant's (no path to traverse, nothing to collide with); files are readable by the store only.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const RESUME_FOLDER = path.join('uploads', 'resumes');

export function createResumeStore(dataDir: string) {
  const root = path.resolve(dataDir);
  const absolute = (relative: string) => path.join(root, relative);
  return {
    /** Writes the bytes under a fresh name; answers the path relative to DATA_DIR. A failed write leaves nothing. */
    async save(bytes: Uint8Array, extension: string): Promise<string> {
      await mkdir(path.join(root, RESUME_FOLDER), { recursive: true, mode: 0o700 });
      const relative = path.join(RESUME_FOLDER, `${randomBytes(16).toString('hex')}.${extension}`);
      try {
        await writeFile(absolute(relative), bytes, { flag: 'wx', mode: 0o600 });
      } catch (error) {
        await rm(absolute(relative), { force: true });
        throw error;
      }
      return relative;
    },
    remove: (relative: string) => rm(absolute(relative), { force: true }),
    absolute,
  };
}
export type ResumeStore = ReturnType<typeof createResumeStore>;
