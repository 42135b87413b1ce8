// argon2id through @node-rs/argon2 (prebuilt binaries, no install script), at its defaults, which
// are OWASP's minimum for argon2id: 19 MiB memory, 2 passes, 1 lane — about 30 ms here.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package ships it as a const enum, which type-stripping cannot read. */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows: verified against when the account does not exist, so a wrong
 * email costs the same time as a wrong password and answers cannot tell which it was. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoy ??= hash('decoy password that never matches', OPTIONS);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
