import { WEB_FONTS_HREF } from '../../styles/web-fonts';

/**
 * The web faces' stylesheet. A page for shared caches (rendered without a nonce) has its boot script
 * add it once the page is painted (app/lib/boot-after-paint.server.ts), so here it is only for a
 * browser that runs no script; a streamed page links it as any stylesheet.
 */
export function WebFontsLink({ afterPaint }: { afterPaint: boolean }) {
  const link = <link rel="stylesheet" href={WEB_FONTS_HREF} />;
  return afterPaint ? <noscript>{link}</noscript> : link;
}
