// The web faces' stylesheet, built as a file of its own (its URL, not its rules, in the page's CSS):
// the layout links it on a streamed page, and a kept page's boot script adds it after the paint.
import href from './web-fonts.css?url';

export const WEB_FONTS_HREF: string = href;
