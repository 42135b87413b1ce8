// The promotional strip and the navigation menu as the desk and the shop read them, and the schemas of
// their edits (issue 24 part 3). The menu's rows become the navigation's entries here (pure, so the
// rules are table-tested): hidden rows left out, a link inside the shop plain, an https one opened in
// a new tab, the WhatsApp video call pointed at the store's number.
import { z } from 'zod';
import { plainText } from '../forms/form-fields.ts';
import type { NavEntry } from '../navigation/navigation.ts';
import { isOffSite, LINK_MAX_LENGTH, linkProblem } from './links.ts';

/** A link field: one of the shop's paths or an https address (links.ts), trimmed. */
export const shopLinkSchema = z
  .string()
  .trim()
  .max(LINK_MAX_LENGTH * 2)
  .superRefine((v, ctx) => {
    const problem = linkProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const STRIP_LIMITS = { text: 140, link_text: 40 } as const;

export const stripSchema = z.object({
  text: z.string(),
  link_text: z.string(),
  link: z.string(),
  visible: z.boolean(),
});
export type StripView = z.infer<typeof stripSchema>;

export const stripEditSchema = z.strictObject({
  text: plainText(STRIP_LIMITS.text, { min: 5 }),
  link_text: plainText(STRIP_LIMITS.link_text, { min: 2 }),
  link: shopLinkSchema,
  visible: z.boolean(),
});
export type StripEdit = z.infer<typeof stripEditSchema>;

export const stripAnswerSchema = z.object({ success: z.literal(true), strip: stripSchema });
export type StripAnswer = z.infer<typeof stripAnswerSchema>;

export const MENU_KINDS = ['all_jewellery', 'category', 'link', 'whatsapp'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

export const menuItemSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  kind: z.enum(MENU_KINDS),
  label: z.string(),
  category_slug: z.string().nullable(),
  href: z.string().nullable(),
  ribbon: z.string(),
  visible: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const MENU_LIMITS = { label: 30, ribbon: 12 } as const;
const MENU_LABEL_MAX = MENU_LIMITS.label;

/** An edit of one menu item: what applies depends on its kind (menuEditProblems). */
export const menuEditSchema = z.strictObject({
  label: plainText(MENU_LIMITS.label).optional(),
  href: z
    .string()
    .trim()
    .max(LINK_MAX_LENGTH * 2)
    .optional(),
  ribbon: plainText(MENU_LIMITS.ribbon).optional(),
  visible: z.boolean(),
});
export type MenuEdit = z.infer<typeof menuEditSchema>;

/**
 * What is wrong with an edit of an item of this kind, by field (empty: nothing). A category's
 * dropdown is named as the catalogue names it, so it takes no label; only a link has an address.
 */
export function menuEditProblems(kind: MenuKind, edit: MenuEdit): Record<string, string> {
  const problems: Record<string, string> = {};
  const named = kind !== 'category';
  if (named && (edit.label ?? '').length < 2) problems.label = 'give a label of at least 2 characters';
  if (!named && edit.label) problems.label = "a category's menu item is named as the category is: rename the category";
  if (kind === 'link') {
    const problem = linkProblem(edit.href ?? '');
    if (problem) problems.href = problem;
  } else if (edit.href) problems.href = 'only a link item has an address';
  if (kind !== 'link' && edit.ribbon) problems.ribbon = 'only a link item has a ribbon';
  return problems;
}

/**
 * A new menu item, appended last: a link (label, address, optional ribbon) or a category's dropdown
 * by slug (named as the catalogue names it). The all-jewellery dropdown and the video call are the
 * shop's own items: there is one of each from the start and they are shown or hidden, not added.
 */
export const menuNewSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('link'),
    label: plainText(MENU_LABEL_MAX, { min: 2 }),
    href: shopLinkSchema,
    ribbon: plainText(MENU_LIMITS.ribbon).default(''),
    visible: z.boolean().default(true),
  }),
  z.strictObject({
    kind: z.literal('category'),
    category_slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a category slug'),
    visible: z.boolean().default(true),
  }),
]);
export type MenuNew = z.infer<typeof menuNewSchema>;

/** The kinds the shop needs at least one of: the last one cannot be removed (hide it instead). */
export const MENU_KINDS_NEEDED: readonly MenuKind[] = ['all_jewellery'];

/** Why the item may not be removed from these items (null: it may): the last of a needed kind stays. */
export function menuRemovalProblem(
  item: Pick<MenuItem, 'id' | 'kind'>,
  items: readonly Pick<MenuItem, 'id' | 'kind'>[],
): string | null {
  if (!MENU_KINDS_NEEDED.includes(item.kind)) return null;
  const others = items.filter((i) => i.kind === item.kind && i.id !== item.id);
  return others.length === 0 ? 'the menu’s only “All jewellery” dropdown cannot be removed: hide it instead' : null;
}

export const menuAnswerSchema = z.object({
  success: z.literal(true),
  items: z.array(menuItemSchema),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })).describe('Top-level categories, to name items'),
});
export type MenuAnswer = z.infer<typeof menuAnswerSchema>;

/** A new order: every id once, first to last. */
export const orderSchema = z.strictObject({
  ids: z
    .array(z.number().int().min(1))
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'name each item once'),
});

/** Whether `ids` names exactly the `existing` ids, each once (an order must not drop or invent items). */
export function sameItems(ids: readonly number[], existing: readonly number[]): boolean {
  if (ids.length !== existing.length) return false;
  const have = new Set(existing);
  return new Set(ids).size === ids.length && ids.every((id) => have.has(id));
}

const WHATSAPP_HINT = 'book on WhatsApp, opens in a new tab';

/** The navigation's entries from the menu's rows, in their order; hidden rows left out. */
export function menuEntries(items: readonly MenuItem[], whatsappHref: string): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const item of [...items].sort((a, b) => a.position - b.position || a.id - b.id)) {
    if (!item.visible) continue;
    const id = `menu-${item.id}`;
    switch (item.kind) {
      case 'all_jewellery':
        entries.push({ kind: 'all', label: item.label, imageSlug: item.category_slug ?? '' });
        break;
      case 'category':
        if (item.category_slug) entries.push({ kind: 'category', slug: item.category_slug });
        break;
      case 'whatsapp':
        entries.push({ kind: 'external', id, label: item.label, href: whatsappHref, hint: WHATSAPP_HINT });
        break;
      case 'link':
        if (!item.href) break;
        if (isOffSite(item.href))
          entries.push({ kind: 'external', id, label: item.label, href: item.href, hint: 'opens in a new tab' });
        else
          entries.push({
            kind: 'link',
            id,
            label: item.label,
            href: item.href,
            ...(item.ribbon ? { ribbon: item.ribbon } : {}),
          });
        break;
    }
  }
  return entries;
}
