// The build's compressed copies: each decompresses to its file exactly (Zopfli above the size
// threshold, zlib below), and a file too small or too random to gain gets none.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'suvarna-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const moduleText = (n: number) => Array.from({ length: n }, (_, i) => `export const price${i} = formatINR(${i * 137} + base${i % 7});`).join('\n');
const files: Record<string, Buffer> = {
  'large.js': Buffer.from(moduleText(2_000)), // about 120 KB: Zopfli
  'small.js': Buffer.from(moduleText(40)), // about 2 KB: zlib
  'tiny.css': Buffer.from('a{}'), // gzip's header outweighs it
  'noise.js': Buffer.from(randomBytes(30_000).toString('base64')), // compresses, but little
  'random.svg': randomBytes(4_000), // does not compress at all
  'picture.webp': Buffer.from(moduleText(100)), // not a text format: left alone
};

describe('precompress', async () => {
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  const result = await precompress(dir);

  it.each(['large.js', 'small.js', 'noise.js'])('%s gets .gz and .br copies that decompress to it exactly', (name) => {
    const source = files[name]!;
    expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`))).equals(source)).toBe(true);
    expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`))).equals(source)).toBe(true);
  });

  it('writes a smaller gzip than zlib at its best for a large file', () => {
    const zlibBest = gzipSync(files['large.js']!, { level: 9 }).length;
    expect(readFileSync(path.join(dir, 'large.js.gz')).length).toBeLessThan(zlibBest);
  });

  it.each(['tiny.css', 'random.svg', 'picture.webp'])('%s gets no copies', (name) => {
    expect(existsSync(path.join(dir, `${name}.gz`))).toBe(false);
    expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
  });

  it('counts what it compressed', () => {
    expect(result.files).toBe(3);
    expect(result.bytes).toBe(files['large.js']!.length + files['small.js']!.length + files['noise.js']!.length);
  });
});
