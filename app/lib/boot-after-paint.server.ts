// A page a shared cache may keep (rendered whole, without a nonce) asks for its code only once its
// largest content is on screen. React Router writes the route modules' `<link rel="modulepreload">`s
// into the head and a module script that imports them statically, so on a phone's link the 110 KB of
// modules share the bandwidth with the page's largest picture, and run before it is painted; here the
// preloads leave the head and the boot script waits for the page's priority picture (or, without one,
// the first frame), then fetches the web faces' files and preloads the same modules, adds the faces'
// stylesheet once their files are in, and imports the modules.
// The page is the same HTML and CSS either way; only the code comes after the paint
// (docs/decisions/2026-12-04-code-after-paint.md). Streamed pages (a member's, the checkout) keep
// React Router's boot as it is.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_OPEN = '<script type="module" async="">';
const SCRIPT_CLOSE = '</script>';
/** React Router's static imports in its boot script: `import * as route0 from "…";` and `import "…";`. */
const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"\n]+");?\s*$/gm;

/**
 * What the boot waits for: the priority picture loaded (or failed) and then the frame that paints it;
 * without one, the first frame. A hidden tab paints no frames, so it does not wait; nor does a picture
 * that takes longer than 2.5 s, after which the shopper is better served by a working page. The frame
 * is seen by an IntersectionObserver, whose first answer comes in the frame's rendering, and the next
 * task (a MessageChannel's) comes after its paint: neither is a timer, so a page whose clock is held
 * (a test's, say) still boots, as it did before.
 */
export const WAIT_FOR_PAINT = `const nextTask = () => new Promise((go) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => go();
  channel.port2.postMessage(0);
});
await new Promise((go) => {
  if (document.visibilityState !== 'visible') return go();
  const painted = () => {
    const seen = new IntersectionObserver(() => {
      seen.disconnect();
      nextTask().then(go);
    });
    seen.observe(document.documentElement);
  };
  const img = document.querySelector('img[fetchpriority="high"]');
  if (!img || img.complete) return painted();
  img.addEventListener('load', painted, { once: true });
  img.addEventListener('error', painted, { once: true });
  setTimeout(go, 2500);
});`;

/** What the boot adds to the head after the paint, before it imports the modules. */
export interface AfterPaint {
  /** Stylesheets that would only compete with the paint (the web faces). */
  stylesheets: readonly string[];
  /** The module preloads React Router wrote into the head. */
  preloads: readonly string[];
  /**
   * The web faces' files, fetched before `stylesheets` are added: the faces then arrive together
   * from the cache and the page is laid out again once for them, not once for each.
   */
  fonts?: readonly string[];
}

/** React Router's last line: the client entry, imported once the route modules are in place. */
const ENTRY_IMPORT = /\bimport\(("[^"\n]+")\);?\s*$/;

/**
 * The boot script's text, its static imports made dynamic and awaited after the paint. The modules
 * are run once all are preloaded (fetched and compiled as they arrive), one at a time, the main thread
 * let go between them: run in one go, as the static imports did, the vendor chunk (React DOM and React
 * Router) and the route's modules made one task of about 100 ms on a phone, which after the paint is
 * blocking time.
 */
export function bootAfterPaintScript(boot: string, { stylesheets, preloads, fonts = [] }: AfterPaint): string {
  const bindings: string[] = [];
  const specifiers: string[] = [];
  const rest = boot.replace(STATIC_IMPORT, (_line, binding: string | undefined, specifier: string) => {
    bindings.push(binding ?? '');
    specifiers.push(specifier);
    return '';
  });
  if (/^\s*import\s/m.test(rest)) throw new Error('boot-after-paint: an import in the boot script it cannot read');
  const entry = ENTRY_IMPORT.exec(rest)?.[1];
  const routeModules = new Set([...specifiers, entry].map((s) => s && (JSON.parse(s) as string)));
  // The shared chunks first (the vendor chunk leads React Router's list), each alone; the route
  // modules and the entry after them run only their own code.
  const shared = preloads.filter((href) => !routeModules.has(href));
  return [
    WAIT_FOR_PAINT,
    `const add = (rel, href, loads) => {`,
    `  const link = document.createElement('link');`,
    `  link.rel = rel;`,
    `  if (rel === 'preload') Object.assign(link, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });`,
    `  link.href = href;`,
    `  if (loads) loads.push(new Promise((done) => (link.onload = link.onerror = done)));`,
    `  document.head.append(link);`,
    `};`,
    `const fonts = [];`,
    `for (const href of ${JSON.stringify(fonts)}) add('preload', href, fonts);`,
    `const preloaded = [];`,
    `for (const href of ${JSON.stringify(preloads)}) add('modulepreload', href, preloaded);`,
    `Promise.all(fonts).then(() => { for (const href of ${JSON.stringify(stylesheets)}) add('stylesheet', href); });`,
    `await Promise.all(preloaded);`,
    `for (const href of ${JSON.stringify(shared)}) {`,
    `  await import(href);`,
    `  await nextTask();`,
    `}`,
    `const [${bindings.join(', ')}] = await Promise.all([${specifiers.map((s) => `import(${s})`).join(', ')}]);`,
    rest.replace(/^[\s;]+/, ''),
  ].join('\n');
}

/**
 * What a boot this module wrote adds to the head after the paint: its module preloads, the faces'
 * files it fetches first (`preload`), or the stylesheets it adds once those are in. Read back here,
 * beside the writing, for the web bench's count of a first load's JavaScript and the tests.
 */
export function listedInBoot(html: string, rel: 'modulepreload' | 'preload' | 'stylesheet'): string[] {
  const list = new RegExp(`for \\(const href of (\\[[^\\]]*\\])\\) add\\('${rel}'`).exec(html)?.[1];
  return list === undefined ? [] : (JSON.parse(list) as string[]);
}

/**
 * The page's HTML with its module preloads taken out and its boot script waiting for the paint, then
 * adding `stylesheets` and the preloads; a page without React Router's boot script comes back as it was.
 * A boot script it cannot read (a React Router release that writes it differently) must not cost the
 * page: it is told to `onUnreadable` and the page keeps React Router's boot as written, its preloads
 * in place and `stylesheets` linked in the head, so the page works as a streamed one does.
 */
export function bootAfterPaint(
  html: string,
  { stylesheets = [], fonts = [] }: Partial<Omit<AfterPaint, 'preloads'>> = {},
  onUnreadable: (error: Error) => void = () => {},
): string {
  const open = html.indexOf(BOOT_OPEN);
  if (open < 0) return html;
  const start = open + BOOT_OPEN.length;
  const end = html.indexOf(SCRIPT_CLOSE, start);
  if (end < 0) return html;
  const preloads: string[] = [];
  const head = html.slice(0, open).replace(PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  let boot: string;
  try {
    boot = bootAfterPaintScript(html.slice(start, end), { stylesheets, preloads, fonts });
  } catch (error) {
    onUnreadable(error as Error);
    return withStylesheets(html, stylesheets);
  }
  return head + BOOT_OPEN + boot + html.slice(end);
}

/** `stylesheets` linked at the end of the page's head. */
function withStylesheets(html: string, stylesheets: readonly string[]): string {
  const close = html.indexOf('</head>');
  if (close < 0 || stylesheets.length === 0) return html;
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('');
  return html.slice(0, close) + links + html.slice(close);
}

/** The same over the page's UTF-8 bytes: read as Latin-1, one character a byte, they come back unchanged. */
export function bootAfterPaintBytes(
  bytes: Buffer<ArrayBuffer>,
  after: Partial<Omit<AfterPaint, 'preloads'>> = {},
  onUnreadable?: (error: Error) => void,
): Buffer<ArrayBuffer> {
  const text = bytes.toString('latin1');
  const changed = bootAfterPaint(text, after, onUnreadable);
  return changed === text ? bytes : Buffer.from(changed, 'latin1');
}
