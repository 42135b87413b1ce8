// Uploads on disk: résumés at DATA_DIR/uploads/resumes/<32 random hex>.<kind>, a return's photos at
// DATA_DIR/uploads/returns/… (server/orders/return-photos.ts). The name is ours, never the sender's
// (no path to traverse, nothing to collide with); files are readable by the store only.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const RESUME_FOLDER = path.join('uploads', 'resumes');

export function createResumeStore(dataDir: string) {
  return createUploadStore(dataDir, RESUME_FOLDER);
}

/** Files of one kind under DATA_DIR/<folder>. */
export function createUploadStore(dataDir: string, folder: string) {
  const root = path.resolve(dataDir);
  const absolute = (relative: string) => path.join(root, relative);
  return {
    /** Writes the bytes under a fresh name; answers the path relative to DATA_DIR. A failed write leaves nothing. */
    async save(bytes: Uint8Array, extension: string): Promise<string> {
      await mkdir(path.join(root, folder), { recursive: true, mode: 0o700 });
      const relative = path.join(folder, `${randomBytes(16).toString('hex')}.${extension}`);
      try {
        await writeFile(absolute(relative), bytes, { flag: 'wx', mode: 0o600 });
      } catch (error) {
        await rm(absolute(relative), { force: true });
        throw error;
      }
      return relative;
    },
    remove: (relative: string) => rm(absolute(relative), { force: true }),
    /** A stored file's bytes (for staff), or undefined when it is gone. Only a name under the folder is read. */
    async read(relative: string): Promise<Uint8Array | undefined> {
      const file = absolute(relative);
      if (path.dirname(file) !== path.join(root, RESUME_FOLDER)) return undefined;
      try {
        return new Uint8Array(await readFile(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    absolute,
  };
}
export type ResumeStore = ReturnType<typeof createResumeStore>;
export type UploadStore = ReturnType<typeof createUploadStore>;
