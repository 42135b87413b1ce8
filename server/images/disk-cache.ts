// Encoded pictures on disk, one file per cache key: `<dir>/<2 hex>/<rest of hash>.<ext>`. The two
// character shard keeps directories small. Files are written to a temporary name and renamed, so a
// reader (or a second server on the same directory) never sees half a file.
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export class DiskCache {
  private readonly madeDirs = new Set<string>();
  private counter = 0;

  constructor(readonly dir: string) {}

  pathOf(hash: string, extension: string): string {
    return join(this.dir, hash.slice(0, 2), `${hash.slice(2)}.${extension}`);
  }

  async read(hash: string, extension: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(hash, extension));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async write(hash: string, extension: string, body: Buffer): Promise<void> {
    const shard = join(this.dir, hash.slice(0, 2));
    if (!this.madeDirs.has(shard)) {
      await mkdir(shard, { recursive: true });
      this.madeDirs.add(shard);
    }
    const final = this.pathOf(hash, extension);
    this.counter += 1;
    const temporary = `${final}.${process.pid}.${this.counter}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, final);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }
}
