// Seals the authenticator secrets kept in the staff table with AES-256-GCM, so that a copy of the
// database (a backup, a dump sent for support) does not let anyone make sign-in codes. The key is
// STAFF_SECRET_KEY, or one made at first use and kept in DATA_DIR beside (not inside) the database.
// Several instances must share STAFF_SECRET_KEY (docs/decisions/2026-11-26-staff-sign-in.md).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(keyMaterial: string): SecretBox {
  const key = createHash('sha256').update(keyMaterial).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * STAFF_SECRET_KEY when set, else DATA_DIR/staff-secret.key, made once (readable by its owner only).
 * A database kept in memory (`memory://`) dies with the process, and so may its key: nothing is written
 * (the path would otherwise become a `memory:` folder in the working directory).
 */
export function staffSecretKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const file = path.resolve(dataDir, 'staff-secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key + '\n', { flag: 'wx', mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}
