// The web faces' stylesheet, built as a file of its own (its URL, not its rules, in the page's CSS):
// the layout links it on a streamed page, and a kept page's boot script adds it after the paint.
import href from './web-fonts.css?url';
import mulish400 from '@fontsource/mulish/files/mulish-latin-400-normal.woff2?url';
import mulish600 from '@fontsource/mulish/files/mulish-latin-600-normal.woff2?url';
import cormorant500 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url';

export const WEB_FONTS_HREF: string = href;
/** The files of the faces web-fonts.css declares (the same files, so the same built names). */
export const WEB_FONT_FILES: readonly string[] = [mulish400, mulish600, cormorant500];
