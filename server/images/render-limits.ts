// The defaults of the render admission (images.service.ts), apart so that env.ts can name them
// without loading sharp.

/**
 * Renders one client may start in any minute. A cold listing asks for about 40 pictures, so this is
 * several cold pages a minute for one shopper (or a few behind one address), while a script walking
 * through pictures gets about 4 renders a second: a fraction of one core.
 */
export const DEFAULT_RENDERS_PER_CLIENT_PER_MINUTE = 240;
/**
 * Renders that may wait for one of the four places: about a second of work, the pictures of a cold
 * listing and its product page with room to spare. More would only make everyone wait longer.
 */
export const DEFAULT_MAX_QUEUED_RENDERS = 64;
/** How long a render refused for a full line is told to wait: the line drains in about a second. */
export const BUSY_RETRY_SECONDS = 2;
