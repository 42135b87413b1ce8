import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox, staffSecretKey } from './secret-box.ts';

describe('staffSecretKey', () => {
  const made: string[] = [];
  afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('takes the configured key as it is', () => {
    expect(staffSecretKey('configured-key', 'memory://x')).toBe('configured-key');
  });

  it('keeps the key of an in-memory database in memory and writes no memory: folder', () => {
    const dataDir = `memory://secret-${process.pid}-${Date.now()}`;
    const first = staffSecretKey(undefined, dataDir);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(staffSecretKey(undefined, dataDir)).not.toBe(first);
    // Before, the key went to path.resolve(DATA_DIR, 'staff-secret.key'): a `memory:` folder here.
    expect(existsSync(path.resolve(dataDir))).toBe(false);
  });

  it('makes a key file once in DATA_DIR, readable by its owner only, and reads it back after', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secret-data-'));
    made.push(dir);
    const key = staffSecretKey(undefined, dir);
    const file = path.join(dir, 'staff-secret.key');
    expect(readFileSync(file, 'utf8').trim()).toBe(key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(staffSecretKey(undefined, dir)).toBe(key);
  });
});

describe('createSecretBox', () => {
  it('opens what it sealed, and refuses a sealed text from another key', () => {
    const sealed = createSecretBox('one').seal('JBSWY3DPEHPK3PXP');
    expect(createSecretBox('one').open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => createSecretBox('two').open(sealed)).toThrow();
  });
});
