// The catalogue's CSV (issue 24 part 1, docs/decisions/2026-11-27-catalogue-csv.md): the export's
// columns, one row per variant, and the import's line rules for pieces that exist (a line with a
// variant_id; new pieces are catalogue-csv-new.ts). Every column the export writes that the piece's
// page can change is applied (docs/decisions/2026-11-28-catalogue-import-every-column.md); the
// computed prices can not be, and a line that changes one is reported by line and column. Every line
// is checked here and against the pieces as they are before anything changes, and one bad line
// refuses the whole file with each problem named by its line ("line 3": "stock: …"). The values are
// checked by the desk's own schemas (desk-schemas.ts), so a file accepts exactly what the page accepts.
import { csvFields } from '../giftcards/promotion-rows.ts';
import {
  FIELD_OF_COLUMN,
  fileNameOf,
  numberOf,
  PIECE_COLUMNS,
  valueOf,
  VARIANT_COLUMNS,
  type NewPieceLine,
  type PieceColumn,
  type VariantColumn,
} from './catalogue-csv-new.ts';
import {
  productChangeBodySchema,
  variantChangeSchema,
  type ProductChangeBody,
  type VariantChange,
} from './desk-schemas.ts';

/**
 * The export's header, in order, and the import's: every field the new piece call takes (the piece's
 * on each of its lines, then the variant's), and the prices, which are computed and only read.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'sku',
  'variant_id',
  ...(Object.keys(PIECE_COLUMNS) as (keyof typeof PIECE_COLUMNS)[]),
  ...(Object.keys(VARIANT_COLUMNS) as (keyof typeof VARIANT_COLUMNS)[]),
  'price',
  'offer_price',
] as const;

/** What an import may change on a piece that exists: every column of the piece and its variants (the keys and prices aside). */
export const CATALOGUE_IMPORT_COLUMNS = [
  ...(Object.keys(PIECE_COLUMNS) as PieceColumn[]),
  ...(Object.keys(VARIANT_COLUMNS) as VariantColumn[]),
];
/** The export's columns an import can not change: worked out from the parts at today's rate. */
export const COMPUTED_COLUMNS = { price: 'price', offer_price: 'offerprice' } as const;
type ComputedColumn = keyof typeof COMPUTED_COLUMNS;

/** More lines than this in one file is more likely a mistake than a day's work. */
export const CATALOGUE_FILE_MAX_LINES = 20_000;

export interface ExportVariant {
  sku: string;
  variantId: string;
  name: string;
  category: string;
  subCategory: string | null;
  gender: string;
  occasion: string | null;
  seoKeywords: string;
  seoTitle: string;
  seoDescription: string;
  madeToOrder: boolean;
  active: boolean;
  stock: number;
  color: string;
  size: string | null;
  metalType: string;
  metalPurity: string;
  metalWeight: number;
  grossWeight: number;
  diamondCount: number;
  diamondCarat: number;
  diamondCut: string | null;
  diamondClarity: string | null;
  diamondColor: string | null;
  gemstoneType: string | null;
  gemstoneCount: number;
  gemstoneCarat: number;
  diamondPrice: number;
  gemstonePrice: number;
  makingCharge: number;
  shortDescription: string;
  alt: string;
  price: number;
  offerprice: number;
}

const yesNo = (b: boolean) => (b ? 'yes' : 'no');
const grams = (g: number) => Math.round(g * 1000) / 1000;

/** A variant's cells in the export's order: rupees as plain whole numbers, grams to the milligram, yes/no, blank for none. */
export function exportCells(v: ExportVariant): (string | number | null)[] {
  return [
    v.sku,
    v.variantId,
    v.name,
    v.category,
    v.subCategory,
    v.gender,
    v.occasion,
    v.seoKeywords,
    v.seoTitle,
    v.seoDescription,
    yesNo(v.madeToOrder),
    yesNo(!v.active),
    v.stock,
    v.color,
    v.size,
    v.metalType,
    v.metalPurity,
    grams(v.metalWeight),
    grams(v.grossWeight),
    v.diamondCount,
    v.diamondCarat,
    v.diamondCut,
    v.diamondClarity,
    v.diamondColor,
    v.gemstoneType,
    v.gemstoneCount,
    v.gemstoneCarat,
    Math.round(v.diamondPrice),
    Math.round(v.gemstonePrice),
    Math.round(v.makingCharge),
    v.shortDescription,
    v.alt,
    Math.round(v.price),
    Math.round(v.offerprice),
  ];
}

/** A piece's fields a line may set, and its variant's (the desk's save names). */
export type PieceValues = Omit<ProductChangeBody, 'variants' | 'expected_updated_at'>;
export type VariantValues = Omit<VariantChange, 'id'>;

/** One checked line: the values it sets (a blank cell keeps what the piece has), and the prices it says. */
export interface ImportLine {
  line: number;
  sku: string;
  variantId: string;
  piece: PieceValues;
  variant: VariantValues;
  prices: Partial<Record<ComputedColumn, number>>;
}

export type LineProblems = Record<string, string>;
/**
 * The good lines and each bad line's problem. `whole` is false when the file can not be read at all
 * (its header, its size): then there is nothing more to check. Otherwise the good lines are still
 * looked up, so staff see every problem of the file at once.
 */
export interface ParsedFile {
  whole: boolean;
  lines: ImportLine[];
  /** The lines with a blank variant_id: variants of new pieces (catalogue-csv-new.ts groups them). */
  newLines: NewPieceLine[];
  problems: LineProblems;
}

type Schema<T> = {
  safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
};

/** A cell's problem in the schema's own words, or its value. */
function checked<T>(schema: Schema<T>, v: unknown): { value: T } | { problem: string } {
  const r = schema.safeParse(v);
  return r.success ? { value: r.data } : { problem: r.error.issues[0]?.message ?? 'not accepted' };
}

/**
 * The file's records with the line each starts on: a quoted cell may hold a line break (a description
 * of two paragraphs), so a record ends only at a line break outside quotes.
 */
function recordsOf(text: string): { line: number; text: string }[] {
  const records: { line: number; text: string }[] = [];
  let start = 0;
  let line = 1;
  let startLine = 1;
  let quoted = false;
  for (let i = 0; i <= text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (i === text.length || (c === '\n' && !quoted)) {
      records.push({ line: startLine, text: text.slice(start, i).replace(/\r$/, '') });
      start = i + 1;
      startLine = line + 1;
    }
    if (c === '\n') line++;
  }
  return records;
}

/** The file's lines, each checked on its own and against the others; nothing is looked up here. */
export function parseCatalogueFile(text: string): ParsedFile {
  const rows = recordsOf(text.replace(/^\uFEFF/, ''));
  const header = csvFields(rows[0]?.text ?? '')?.map((h) => h.trim().toLowerCase()) ?? [];
  const at = (c: string) => header.indexOf(c);
  const missing = ['sku', 'variant_id'].filter((c) => at(c) === -1);
  if (missing.length > 0)
    return {
      whole: false,
      lines: [],
      newLines: [],
      problems: { 'line 1': `the header needs the columns sku and variant_id; missing ${missing.join(', ')}` },
    };
  const editable = CATALOGUE_IMPORT_COLUMNS.filter((c) => at(c) !== -1);
  if (editable.length === 0)
    return {
      whole: false,
      lines: [],
      newLines: [],
      problems: {
        'line 1': `the header has nothing to change: add one of ${CATALOGUE_IMPORT_COLUMNS.join(', ')}`,
      },
    };
  const computed = (Object.keys(COMPUTED_COLUMNS) as ComputedColumn[]).filter((c) => at(c) !== -1);

  const problems: LineProblems = {};
  const lines: ImportLine[] = [];
  const newLines: NewPieceLine[] = [];
  const variantLine = new Map<string, number>();
  /** The first line that set each of a piece's own columns, and its text: later lines of the piece must agree. */
  const pieceValues = new Map<string, { line: number; text: string }>();
  let counted = 0;
  const pieceShape: Record<string, Schema<unknown>> = productChangeBodySchema.shape;
  const variantShape: Record<string, Schema<unknown>> = variantChangeSchema.shape;

  rows.slice(1).forEach(({ line: n, text: row }) => {
    if (row.trim() === '') return;
    counted++;
    const fields = csvFields(row);
    if (!fields) return void (problems[`line ${n}`] = 'a quoted cell is not closed');
    // The export's formula guard ('=…) is taken off again, so an exported file imports as it was.
    const cell = (c: string) => (at(c) === -1 ? '' : (fields[at(c)] ?? '').trim()).replace(/^'(?=[=+\-@\t\r])/, '');
    const said: string[] = [];
    const line: ImportLine = {
      line: n,
      sku: cell('sku'),
      variantId: cell('variant_id'),
      piece: {},
      variant: {},
      prices: {},
    };
    if (!line.sku) said.push('sku: empty');
    // No variant_id: a variant of a new piece, every column read (catalogue-csv-new.ts checks them).
    if (!line.variantId) {
      if (said.length > 0) return void (problems[`line ${n}`] = said.join('; '));
      const cells = Object.fromEntries(editable.filter((c) => cell(c) !== '').map((c) => [c, cell(c)]));
      return void newLines.push({ line: n, sku: line.sku, cells });
    }
    const earlier = variantLine.get(line.variantId);
    if (line.variantId && earlier !== undefined) said.push(`variant_id: ${line.variantId} is on line ${earlier} too`);
    else if (line.variantId) variantLine.set(line.variantId, n);

    // Each cell by the desk save's own schema for its field (a blank one keeps the value).
    const values: Record<string, unknown> = {};
    for (const column of editable) {
      const text = cell(column);
      if (text === '') continue;
      const field = FIELD_OF_COLUMN[column]!;
      const schema = column in PIECE_COLUMNS ? pieceShape[field] : variantShape[field];
      const value = valueOf(column, text);
      const r = checked(schema!, value);
      if ('problem' in r)
        said.push(
          `${column}: ${typeof value === 'string' && r.problem === 'must be true or false' ? 'must be yes or no' : r.problem}`,
        );
      else values[column] = r.value;
    }
    for (const column of Object.keys(PIECE_COLUMNS) as PieceColumn[])
      if (column in values) Object.assign(line.piece, { [PIECE_COLUMNS[column]]: values[column] });
    for (const column of Object.keys(VARIANT_COLUMNS) as VariantColumn[])
      if (column in values) Object.assign(line.variant, { [VARIANT_COLUMNS[column]]: values[column] });
    for (const column of computed) {
      const text = cell(column);
      if (text === '') continue;
      const value = numberOf(text);
      if (typeof value === 'number') line.prices[column] = value;
      else said.push(`${column}: must be whole rupees`);
    }

    // A piece's own columns repeat on each of its variants' lines: they must say the same.
    if (line.sku)
      for (const column of Object.keys(PIECE_COLUMNS) as PieceColumn[]) {
        if (!(column in values)) continue;
        const text = cell(column);
        const first = pieceValues.get(`${line.sku} ${column}`);
        if (!first) pieceValues.set(`${line.sku} ${column}`, { line: n, text });
        else if (first.text !== text)
          said.push(`${column}: ${line.sku} has ${first.text} on line ${first.line}; a piece has one ${column}`);
      }
    if (said.length > 0) problems[`line ${n}`] = said.join('; ');
    else lines.push(line);
  });
  if (counted === 0)
    return { whole: false, lines: [], newLines: [], problems: { csv: 'the file has no lines under its header' } };
  if (counted > CATALOGUE_FILE_MAX_LINES)
    return {
      whole: false,
      lines: [],
      newLines: [],
      problems: { csv: `more than ${CATALOGUE_FILE_MAX_LINES} lines in one file; split it` },
    };
  return { whole: true, lines, newLines, problems };
}

/** A variant as the import sees it: its row id and the prices it has now (to tell a typed price). */
export interface ImportVariant {
  id: number;
  price: number;
  offerprice: number;
}

/** A piece as the import sees it, locked: its stock floor and its variants by their variant_ids. */
export interface ImportPiece {
  id: number;
  sku: string;
  reserved: number;
  variants: ReadonlyMap<string, ImportVariant>;
}

/** One piece's change, as the desk's save takes it, and the file's line of each variant (to name a refusal's line). */
export interface PieceChange {
  productId: number;
  body: ProductChangeBody;
  firstLine: number;
  variantLines: number[];
}

export type ImportPlan =
  { ok: true; changes: PieceChange[]; notApplied: LineProblems } | { ok: false; problems: LineProblems };

const rupeesText = (n: number) => Math.round(n).toString();

/**
 * The file's lines against the pieces as they are: each sku must be a piece, each variant_id one of
 * its variants, and a stock at least what unpaid orders hold. Answers one change per piece, in the
 * pieces' id order (the order their rows are locked in), and, by line and column, each price the file
 * says that differs from the variant's: a price is worked out from its parts, so it is not applied.
 */
export function planImport(lines: readonly ImportLine[], pieces: ReadonlyMap<string, ImportPiece>): ImportPlan {
  const problems: LineProblems = {};
  const notApplied: LineProblems = {};
  const byPiece = new Map<number, PieceChange>();
  for (const l of lines) {
    const piece = pieces.get(l.sku);
    if (!piece) {
      problems[`line ${l.line}`] = `sku: no piece has SKU ${l.sku} (a new piece's lines leave variant_id blank)`;
      continue;
    }
    const variant = piece.variants.get(l.variantId);
    if (variant === undefined) {
      problems[`line ${l.line}`] = `variant_id: ${l.variantId} is not a variant of ${l.sku}`;
      continue;
    }
    if (l.piece.stock !== undefined && l.piece.stock < piece.reserved) {
      problems[`line ${l.line}`] = `stock: unpaid orders hold ${piece.reserved} of ${l.sku}; the stock can not be less`;
      continue;
    }
    const said = (Object.keys(COMPUTED_COLUMNS) as ComputedColumn[])
      .filter((c) => l.prices[c] !== undefined && rupeesText(l.prices[c]!) !== rupeesText(variant[COMPUTED_COLUMNS[c]]))
      .map(
        (c) =>
          `${c}: ${rupeesText(l.prices[c]!)} not applied; it is worked out from the metal, weight, stones and making charge at today's rate (${rupeesText(variant[COMPUTED_COLUMNS[c]])} now)`,
      );
    if (said.length > 0) notApplied[`line ${l.line}`] = said.join('; ');
    const change = byPiece.get(piece.id) ?? { productId: piece.id, body: {}, firstLine: l.line, variantLines: [] };
    byPiece.set(piece.id, change);
    Object.assign(change.body, l.piece);
    if (Object.keys(l.variant).length > 0) {
      change.body.variants ??= [];
      change.body.variants.push({ id: variant.id, ...l.variant });
      change.variantLines.push(l.line);
    }
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, changes: [...byPiece.values()].sort((a, b) => a.productId - b.productId), notApplied };
}

/**
 * A desk refusal of one piece's change (its fields keyed `variants.2.gross_weight`, `stock` …) as the
 * file's lines: a variant's problem on that variant's line, the piece's on its first line.
 */
export function refusalLines(
  change: Pick<PieceChange, 'firstLine' | 'variantLines'>,
  message: string,
  fields: Record<string, string> = {},
): LineProblems {
  const problems: LineProblems = {};
  const add = (line: number, text: string) => {
    const key = `line ${line}`;
    problems[key] = problems[key] ? `${problems[key]}; ${text}` : text;
  };
  const entries = Object.entries(fields);
  if (entries.length === 0) add(change.firstLine, message);
  for (const [field, text] of entries) {
    const variant = /^variants\.(\d+)\.(.+)$/.exec(field);
    const line = variant ? change.variantLines[Number(variant[1])] : undefined;
    add(line ?? change.firstLine, `${fileNameOf(variant ? variant[2]! : field)}: ${text}`);
  }
  return problems;
}

/** Problems in the file's order (line 3 before line 12), the file's own first: JSON keeps this order. */
export function byLine(problems: LineProblems): LineProblems {
  const at = (key: string) => (key.startsWith('line ') ? Number(key.slice(5)) : 0);
  return Object.fromEntries(Object.entries(problems).sort(([a], [b]) => at(a) - at(b)));
}
