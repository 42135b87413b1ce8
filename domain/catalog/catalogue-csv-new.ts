// A catalogue file's new pieces (docs/decisions/2026-11-28-catalogue-import-creates.md): a line whose
// variant_id is blank is a variant of a new piece, and the lines sharing its sku are that piece (the
// sku is the key the export writes on each of a piece's lines). Each group becomes the body the new
// piece call takes and is checked by that call's own schema (newProductBodySchema), so a file can add
// exactly what /admin/catalogue/new can; the service then runs the call's table checks (category,
// rates, SKU taken) through the same code.
import { NUMBER_FIELDS, PRODUCT_FLAG_FIELDS } from './desk-form.ts';
import { newProductBodySchema, type NewProductBody } from './desk-schemas.ts';

/** A piece's own columns: the file's name → the new piece call's field. They repeat on each of its lines. */
export const PIECE_COLUMNS = {
  name: 'name',
  category: 'category',
  sub_category: 'sub_category',
  gender: 'gender',
  occasion: 'occasion',
  seo_keywords: 'seo_keywords',
  seo_title: 'seo_title',
  seo_description: 'seo_description',
  made_to_order: 'made_to_order',
  hidden: 'hidden',
  stock: 'stock',
} as const;

/** A variant's columns: the file's name → the field of a new variant. */
export const VARIANT_COLUMNS = {
  color: 'color',
  size: 'size',
  metal: 'metal_type',
  purity: 'metal_purity',
  weight: 'metal_weight',
  gross_weight: 'gross_weight',
  diamond_count: 'diamond_count',
  diamond_carat: 'diamond_carat',
  diamond_shape: 'diamond_cut',
  diamond_clarity: 'diamond_clarity',
  diamond_color: 'diamond_color',
  gemstone_type: 'gemstone_type',
  gemstone_count: 'gemstone_count',
  gemstone_carat: 'gemstone_carat',
  diamond_price: 'diamond_price',
  gemstone_price: 'gemstone_price',
  making_charge: 'making_charge',
  description: 'short_description',
  alt: 'alt',
} as const;

export type PieceColumn = keyof typeof PIECE_COLUMNS;
export type VariantColumn = keyof typeof VARIANT_COLUMNS;

/** Every column the file writes for a piece or a variant → the desk's field: one map, so the form's field lists type the cells. */
export const FIELD_OF_COLUMN: Readonly<Record<string, string>> = { ...PIECE_COLUMNS, ...VARIANT_COLUMNS };
const FLAG_FIELDS: ReadonlySet<string> = new Set(PRODUCT_FLAG_FIELDS);

/** What a new piece can not do without: the call's required fields, by the file's names. */
const NEEDED: readonly string[] = [
  'name',
  'category',
  'gender',
  'stock',
  'color',
  'metal',
  'purity',
  'weight',
  'making_charge',
];

const BOOLEAN_WORDS: Record<string, boolean> = { yes: true, true: true, y: true, no: false, false: false, n: false };

/** A number as a spreadsheet writes it: "1,250" and "₹1,250" are read as 1250; anything else stays text (and is refused). */
export function numberOf(text: string): number | string {
  const plain = text.replace(/^₹\s*/, '').replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

/** yes/no as a sheet writes it, or the text (refused by the schema as not true or false). */
export function booleanOf(text: string): boolean | string {
  return BOOLEAN_WORDS[text.toLowerCase()] ?? text;
}

/** A cell as the desk's call takes its field: a number, yes/no, or the text, by the form's own field lists. */
export function valueOf(column: string, text: string): unknown {
  const field = FIELD_OF_COLUMN[column] ?? column;
  return NUMBER_FIELDS.has(field) ? numberOf(text) : FLAG_FIELDS.has(field) ? booleanOf(text) : text;
}

/** One line of a new piece: its file line, its sku and its cells by column (blank cells left out). */
export interface NewPieceLine {
  line: number;
  sku: string;
  cells: Readonly<Record<string, string>>;
}

/** A new piece checked by the call's schema: the body, and the lines its variants came from. */
export interface NewPiece {
  sku: string;
  body: NewProductBody;
  firstLine: number;
  variantLines: number[];
}

/** A desk field's name in the file (metal_weight → weight), to name a problem as the sheet does. */
export const fileNameOf = (field: string): string =>
  Object.entries(FIELD_OF_COLUMN).find(([, f]) => f === field)?.[0] ?? field;

/**
 * The new pieces of a file, one per sku, in the file's order; every problem by its line. A piece's
 * column given on several lines must say the same; a blank one takes the piece's value from another.
 */
export function groupNewPieces(lines: readonly NewPieceLine[]): {
  pieces: NewPiece[];
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const add = (line: number, text: string) => {
    const key = `line ${line}`;
    problems[key] = problems[key] ? `${problems[key]}; ${text}` : text;
  };
  const groups = new Map<string, NewPieceLine[]>();
  for (const l of lines) groups.set(l.sku, [...(groups.get(l.sku) ?? []), l]);

  const pieces: NewPiece[] = [];
  for (const [sku, group] of groups) {
    const first = group[0]!;
    const piece: Record<string, unknown> = { sku };
    const seen = new Map<PieceColumn, { line: number; text: string }>();
    let agreed = true;
    for (const l of group)
      for (const column of Object.keys(PIECE_COLUMNS) as PieceColumn[]) {
        const text = l.cells[column];
        if (text === undefined) continue;
        const earlier = seen.get(column);
        if (!earlier) {
          seen.set(column, { line: l.line, text });
          piece[PIECE_COLUMNS[column]] = valueOf(column, text);
        } else if (earlier.text !== text) {
          add(l.line, `${column}: ${sku} has ${earlier.text} on line ${earlier.line}; a piece has one ${column}`);
          agreed = false;
        }
      }
    const variants = group.map((l) =>
      Object.fromEntries(
        (Object.keys(VARIANT_COLUMNS) as VariantColumn[])
          .filter((c) => l.cells[c] !== undefined)
          .map((c) => [VARIANT_COLUMNS[c], valueOf(c, l.cells[c]!)]),
      ),
    );
    // A column the call needs, blank: named as the file names it, on the line that lacks it.
    let complete = true;
    for (const column of NEEDED) {
      if (column in PIECE_COLUMNS) {
        if (!seen.has(column as PieceColumn)) {
          add(first.line, `${column}: needed for a new piece`);
          complete = false;
        }
      } else
        for (const l of group)
          if (l.cells[column] === undefined) {
            add(l.line, `${column}: needed for a new piece`);
            complete = false;
          }
    }
    if (!agreed || !complete) continue;
    const r = newProductBodySchema.safeParse({ ...piece, variants });
    if (r.success) {
      pieces.push({ sku, body: r.data, firstLine: first.line, variantLines: group.map((l) => l.line) });
      continue;
    }
    for (const issue of r.error.issues) {
      const [head, index, field] = issue.path;
      if (head === 'variants' && typeof index === 'number' && field !== undefined)
        add(group[index]?.line ?? first.line, `${fileNameOf(String(field))}: ${issue.message}`);
      else add(first.line, `${fileNameOf(String(head ?? 'line'))}: ${issue.message}`);
    }
  }
  return { pieces, problems };
}
