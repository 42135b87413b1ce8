import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineScriptHashesOfBytes } from './script-hashes.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it.each<[string, string, string[]]>([
    ['one inline script', '<script>a()</script>', [sha('a()')]],
    ['its attributes', '<script type="module" async="">import "/x.js";</script>', [sha('import "/x.js";')]],
    ['an empty inline script still runs (and is allowed by its hash)', '<script></script>', [sha('')]],
    ['a script with a source', '<script src="/assets/a.js"></script><script type="module" src=/b.js></script>', []],
    ['JSON-LD, a data block', '<script type="application/ld+json">{"@type":"Organization"}</script>', []],
    ['upper case', '<SCRIPT>b()</SCRIPT >', [sha('b()')]],
    [
      'several, in order, without repeats',
      '<script>a()</script><p>x</p><script>b()</script><script>a()</script>',
      [sha('a()'), sha('b()')],
    ],
    [
      'text across lines and non-ASCII (hashed as UTF-8)',
      '<script>\nwindow.x = "₹1,23,456";\n</script>',
      [sha('\nwindow.x = "₹1,23,456";\n')],
    ],
    ['no script', '<html><body>Hello</body></html>', []],
  ])('%s', (_name, html, hashes) => {
    expect(inlineScriptHashes(html)).toEqual(hashes);
    // From the page's bytes, as a shared page is hashed: the same sources.
    expect(inlineScriptHashesOfBytes(Buffer.from(html, 'utf8'))).toEqual(hashes);
  });

  it('finds the same scripts in bytes as in text, whatever non-ASCII surrounds them', () => {
    const html =
      '<p>Ring ₹1,23,456 — ‘quoted’ ſcript ÿ</p><script>var s = "ſ ₹ \u003c/script>";</script>' +
      '<div title="€">x</div><script type="application/ld+json">{"n":"ध"}</script><script>ok("क")</script>';
    const bytes = Buffer.from(html, 'utf8');
    expect(inlineScriptHashesOfBytes(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))).toEqual(
      inlineScriptHashes(html),
    );
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });

  it('matches the hash Chromium asks for (the CSP spec example)', () => {
    // https://www.w3.org/TR/CSP3/#grammardef-hash-source: alert('Hello, world.'); has this sha256.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it('finds in bytes exactly what the expression finds in text, over pages made of the pieces that matter', () => {
    const pieces = [
      '<script',
      '<SCRIPT',
      '<Script',
      '<scripts',
      '<script_',
      '<script\n',
      '</script',
      '</SCRIPT',
      '</script >',
      '</script\u00a0>',
      '</script\u000b>',
      '</script\r\n>',
      '</scriptx>',
      '>',
      ' src="/a.js"',
      ' type="application/json"',
      ' async=""',
      'a()',
      '₹',
      'ſcript',
      '<',
      '/',
      ' ',
      '\t',
      '<p>',
      'क',
    ];
    // A fixed sequence (a linear congruential generator): the same pages on every run.
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let page = 0; page < 3000; page++) {
      const html = Array.from({ length: 1 + next(14) }, () => pieces[next(pieces.length)]).join('');
      expect(inlineScriptHashesOfBytes(Buffer.from(html, 'utf8')), JSON.stringify(html)).toEqual(
        inlineScriptHashes(html),
      );
    }
  });
});
