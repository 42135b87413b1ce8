import { describe, expect, it } from 'vitest';
import {
  bootAfterPaint,
  bootAfterPaintBytes,
  bootAfterPaintScript,
  listedInBoot,
  WAIT_FOR_PAINT,
} from './boot-after-paint.server';

// React Router 7's boot script as it writes it for the home page (manifest shortened).
const BOOT = `;
import * as route0 from "/assets/root-B065ftzb.js";
import * as route1 from "/assets/home-BDB8h7zt.js";
  window.__reactRouterManifest = {"url":"/assets/manifest-9714c43d.js","version":"9714c43d"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-DH0kE9Hm.js");`;

const PAGE = [
  '<!DOCTYPE html><html><head><title>Suvarna</title>',
  '<link rel="modulepreload" href="/assets/entry.client-DH0kE9Hm.js"/>',
  '<link rel="modulepreload" href="/assets/vendor-C00C1qqj.js"/>',
  '<link rel="stylesheet" href="/assets/root-Ch5YTsOB.css"/>',
  '</head><body><p>Rings — ₹1,23,456</p>',
  '<script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">${BOOT}</script>`,
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

describe('bootAfterPaintScript', () => {
  it.each([
    [
      'two route modules',
      BOOT,
      'const [route0, route1] = await Promise.all([import("/assets/root-B065ftzb.js"), import("/assets/home-BDB8h7zt.js")]);',
    ],
    [
      'a bare import of the manifest beside a route',
      'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nimport("/e.js");',
      'const [, route0] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-1.js")]);',
    ],
  ])('%s: the static imports become one awaited Promise.all', (_name, boot, awaited) => {
    const script = bootAfterPaintScript(boot, { stylesheets: [], preloads: [] });
    expect(script).toContain(awaited);
    expect(script).not.toMatch(/^\s*import\s/m);
  });

  it('waits for the paint first, then fetches the faces and preloads the modules, adds the stylesheets once the faces are in, imports, then runs the rest', () => {
    const script = bootAfterPaintScript(BOOT, {
      stylesheets: ['/f.css'],
      preloads: ['/assets/vendor-C00C1qqj.js'],
      fonts: ['/a.woff2', '/b.woff2'],
    });
    const order = [
      WAIT_FOR_PAINT,
      `for (const href of ["/a.woff2","/b.woff2"]) add('preload', href, fonts);`,
      `for (const href of ["/assets/vendor-C00C1qqj.js"]) add('modulepreload', href, preloaded);`,
      `Promise.all(fonts).then(() => { for (const href of ["/f.css"]) add('stylesheet', href); });`,
      'await Promise.all(preloaded);',
      'await Promise.all(',
      'window.__reactRouterRouteModules',
      'import("/assets/entry.client-DH0kE9Hm.js");',
    ].map((part) => script.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('refuses a boot script with an import it does not know how to read', () => {
    expect(() =>
      bootAfterPaintScript('import { a } from "/x.js";\nimport("/e.js");', { stylesheets: [], preloads: [] }),
    ).toThrow(/cannot read/);
  });
});

describe('bootAfterPaint', () => {
  it('takes the module preloads out of the head and keeps everything else as it was', () => {
    const html = bootAfterPaint(PAGE);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-Ch5YTsOB.css"/>');
    expect(html).toContain('<p>Rings — ₹1,23,456</p>');
    expect(listedInBoot(html, 'modulepreload')).toEqual([
      '/assets/entry.client-DH0kE9Hm.js',
      '/assets/vendor-C00C1qqj.js',
    ]);
    expect(listedInBoot(bootAfterPaint(PAGE, { fonts: ['/a.woff2'] }), 'preload')).toEqual(['/a.woff2']);
    expect(listedInBoot(bootAfterPaint(PAGE, { stylesheets: ['/f.css'] }), 'stylesheet')).toEqual(['/f.css']);
    expect(listedInBoot(PAGE, 'modulepreload')).toEqual([]);
    expect(html.endsWith('<script>window.__reactRouterContext.streamController.close();</script></body></html>')).toBe(
      true,
    );
  });

  it.each([
    ['no boot script', '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>'],
    ['a boot script never closed', '<html><body><script type="module" async="">import("/a.js");'],
  ])('leaves a page with %s as it was', (_name, html) => {
    expect(bootAfterPaint(html)).toBe(html);
  });

  it("keeps React Router's boot and preloads, the stylesheets linked in the head, for a boot script it cannot read", () => {
    const unreadable = PAGE.replace(BOOT, 'import { createRoot } from "/assets/vendor-C00C1qqj.js";\nimport("/e.js");');
    const told: Error[] = [];
    const html = bootAfterPaint(unreadable, { stylesheets: ['/assets/web-fonts-x.css'] }, (error) => told.push(error));
    expect(html).toBe(unreadable.replace('</head>', '<link rel="stylesheet" href="/assets/web-fonts-x.css"/></head>'));
    expect(told.map((error) => error.message)).toEqual([expect.stringMatching(/cannot read/)]);
  });

  it('gives back the same bytes for a page it does not change, and UTF-8 intact for one it does', () => {
    const plain = Buffer.from('<html><body><p>₹1,23,456</p></body></html>');
    expect(bootAfterPaintBytes(plain)).toBe(plain);
    const changed = bootAfterPaintBytes(Buffer.from(PAGE)).toString('utf8');
    expect(changed).toBe(bootAfterPaint(PAGE));
  });

  // Only React Router's own tag is cut, whole, and only before the boot script: what is not quite
  // that tag stays in the head, and the boot preloads exactly what was cut.
  const ORACLE = /<link rel="modulepreload" href="([^"]+)"\/>/g;
  it.each([
    ['an empty address', '<link rel="modulepreload" href=""/>'],
    ['another attribute after the address', '<link rel="modulepreload" href="/a.js" crossorigin=""/>'],
    ['a tag never closed', '<link rel="modulepreload" href="/a.js'],
    [
      'two in a row, and non-ASCII around them',
      '₹<link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/>—',
    ],
    ['one after a malformed one', '<link rel="modulepreload" href=""/><link rel="modulepreload" href="/c.js"/>'],
    ['an address with a space and a >', '<link rel="modulepreload" href="/a b>.js"/>'],
  ])('cuts the preloads of a head with %s as the tag reads', (_name, extra) => {
    const page = PAGE.replace('<title>Suvarna</title>', `<title>Suvarna</title>${extra}`);
    const open = page.indexOf('<script type="module" async="">');
    const preloads: string[] = [];
    const head = page.slice(0, open).replace(ORACLE, (_tag, href: string) => (preloads.push(href), ''));
    const html = bootAfterPaint(page);
    expect(html.slice(0, html.indexOf('<script type="module" async="">'))).toBe(head);
    expect(listedInBoot(html, 'modulepreload')).toEqual(preloads);
  });

  it('leaves a preload after the boot script where it is', () => {
    const late = '<link rel="modulepreload" href="/late.js"/>';
    const html = bootAfterPaint(PAGE.replace('</body>', `${late}</body>`));
    expect(html).toContain(late);
    expect(listedInBoot(html, 'modulepreload')).not.toContain('/late.js');
  });
});
