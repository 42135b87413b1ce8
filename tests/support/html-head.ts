// Reads a server-rendered page's <head> as a crawler would: the title, a meta tag's content, the
// canonical link, JSON-LD blocks. React writes attributes in the order the route's meta gives them.
const decode = (s: string) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

export function titleOf(html: string): string | undefined {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  return m ? decode(m[1]!) : undefined;
}

/** The content of <meta name=key> or <meta property=key>. */
export function metaOf(html: string, key: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const named = /\b(?:name|property)="([^"]*)"/.exec(tag)?.[1];
    if (named === key) {
      const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
      return content === undefined ? undefined : decode(content);
    }
  }
  return undefined;
}

export function canonicalOf(html: string): string | undefined {
  const m = /<link\b[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html);
  return m ? decode(m[1]!) : undefined;
}

export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
}
