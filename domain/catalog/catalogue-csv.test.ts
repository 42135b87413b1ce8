import { describe, expect, it } from 'vitest';
import { groupNewPieces } from './catalogue-csv-new.ts';
import {
  byLine,
  CATALOGUE_CSV_COLUMNS,
  exportCells,
  parseCatalogueFile,
  planImport,
  refusalLines,
  type ImportLine,
  type ImportPiece,
} from './catalogue-csv.ts';

const HEAD = 'sku,variant_id,name,stock,hidden,weight,making_charge';
const file = (...lines: string[]) => [HEAD, ...lines].join('\r\n');

describe('parseCatalogueFile: each line on its own and against the others', () => {
  it.each([
    ['a good line', file('R1,R1-YG,Aria Ring,5,no,2.5,1200'), null],
    ['blank cells keep the value', file('R1,R1-YG,,,,,'), null],
    ['spreadsheet numbers (₹, grouping)', file('R1,R1-YG,Aria,"1,200",yes,2.125,"₹1,250"'), null],
    ['a formula-guarded name, as exported', file(`R1,R1-YG,"'=Aria",5,no,2,1`), null],
    ['no sku', file(',R1-YG,Aria,5,no,2,1'), { 'line 2': 'sku: empty' }],
    ['a negative stock', file('R1,R1-YG,Aria,-1,no,2,1'), { 'line 2': 'stock: must be a whole number, 0 or more' }],
    ['a fractional stock', file('R1,R1-YG,Aria,1.5,no,2,1'), { 'line 2': 'stock: must be a whole number, 0 or more' }],
    [
      'a word for a number',
      file('R1,R1-YG,Aria,five,no,2,1'),
      { 'line 2': 'stock: must be a whole number, 0 or more' },
    ],
    [
      'weight beyond milligrams',
      file('R1,R1-YG,Aria,5,no,2.0001,1'),
      { 'line 2': 'weight: at most 3 decimals (milligrams)' },
    ],
    [
      'rupees with paise',
      file('R1,R1-YG,Aria,5,no,2,10.5'),
      { 'line 2': 'making_charge: must be whole rupees, 0 or more' },
    ],
    ['hidden not yes or no', file('R1,R1-YG,Aria,5,maybe,2,1'), { 'line 2': 'hidden: must be yes or no' }],
    ['a one-letter name', file('R1,R1-YG,A,5,no,2,1'), { 'line 2': expect.stringMatching(/^name: /) }],
    ['an unclosed quote', file('R1,"R1-YG,Aria,5,no,2,1'), { 'line 2': 'a quoted cell is not closed' }],
    [
      'a variant twice',
      file('R1,R1-YG,Aria,5,no,2,1', 'R1,R1-YG,Aria,5,no,2,1'),
      { 'line 3': 'variant_id: R1-YG is on line 2 too' },
    ],
    [
      "a piece's stock differing between its lines",
      file('R1,R1-YG,Aria,5,no,2,1', 'R1,R1-RG,Aria,6,no,2,1'),
      { 'line 3': 'stock: R1 has 5 on line 2; a piece has one stock' },
    ],
    ['no lines', HEAD, { csv: 'the file has no lines under its header' }],
    ['no key columns', 'name,stock\r\nAria,5', { 'line 1': expect.stringContaining('missing sku, variant_id') }],
    [
      'nothing to change',
      'sku,variant_id,price\r\nR1,R1-YG,100',
      { 'line 1': expect.stringContaining('nothing to change') },
    ],
  ])('%s', (_label, text, problems) => {
    const parsed = parseCatalogueFile(text);
    expect(parsed.problems).toEqual(problems ?? {});
  });

  it('reads the values by the desk’s field names, the prices as said, and a BOM', () => {
    const parsed = parseCatalogueFile(
      '\uFEFFsku,variant_id,name,price,stock,hidden,weight,making_charge\nR1,R1-YG, Aria Ring ,99,"1,200",Yes,2.5,800\n\n',
    );
    expect(parsed).toEqual({
      whole: true,
      newLines: [],
      problems: {},
      lines: [
        {
          line: 2,
          sku: 'R1',
          variantId: 'R1-YG',
          piece: { name: 'Aria Ring', stock: 1200, hidden: true },
          variant: { metal_weight: 2.5, making_charge: 800 },
          prices: { price: 99 },
        },
      ],
    });
  });

  // Every column the export writes for a piece or a variant, read as the piece's save takes it.
  it.each([
    ['category', 'rings', { piece: { category: 'rings' } }],
    ['sub_category', 'solitaire-rings', { piece: { sub_category: 'solitaire-rings' } }],
    ['gender', 'men', { piece: { gender: 'men' } }],
    ['occasion', 'wedding', { piece: { occasion: 'wedding' } }],
    ['seo_keywords', '"ring, gold"', { piece: { seo_keywords: 'ring, gold' } }],
    ['seo_title', 'Aria | Suvarna', { piece: { seo_title: 'Aria | Suvarna' } }],
    ['seo_description', 'A ring', { piece: { seo_description: 'A ring' } }],
    ['made_to_order', 'yes', { piece: { made_to_order: true } }],
    ['color', 'rose-gold', { variant: { color: 'rose-gold' } }],
    ['size', '12', { variant: { size: '12' } }],
    ['metal', 'Platinum', { variant: { metal_type: 'Platinum' } }],
    ['purity', '22K', { variant: { metal_purity: '22K' } }],
    ['gross_weight', '3.25', { variant: { gross_weight: 3.25 } }],
    ['diamond_count', '12', { variant: { diamond_count: 12 } }],
    ['diamond_carat', '0.5', { variant: { diamond_carat: 0.5 } }],
    ['diamond_shape', 'Round', { variant: { diamond_cut: 'Round' } }],
    ['diamond_clarity', 'VS1', { variant: { diamond_clarity: 'VS1' } }],
    ['diamond_color', 'F', { variant: { diamond_color: 'F' } }],
    ['gemstone_type', 'Ruby', { variant: { gemstone_type: 'Ruby' } }],
    ['gemstone_count', '2', { variant: { gemstone_count: 2 } }],
    ['gemstone_carat', '0.2', { variant: { gemstone_carat: 0.2 } }],
    ['diamond_price', '"₹12,000"', { variant: { diamond_price: 12000 } }],
    ['gemstone_price', '900', { variant: { gemstone_price: 900 } }],
    ['description', 'Light and everyday.', { variant: { short_description: 'Light and everyday.' } }],
    ['alt', 'Aria ring in rose gold', { variant: { alt: 'Aria ring in rose gold' } }],
    ['offer_price', '"1,250"', { prices: { offer_price: 1250 } }],
  ])('reads %s', (column, cell, read) => {
    const parsed = parseCatalogueFile(`sku,variant_id,stock,${column}\nR1,R1-YG,5,${cell}`);
    expect(parsed.problems).toEqual({});
    expect(parsed.lines[0]).toEqual({
      line: 2,
      sku: 'R1',
      variantId: 'R1-YG',
      piece: { stock: 5, ...('piece' in read ? read.piece : {}) },
      variant: 'variant' in read ? read.variant : {},
      prices: 'prices' in read ? read.prices : {},
    });
  });

  it.each([
    ['color', 'purple', expect.stringMatching(/^color: /)],
    ['metal', 'Copper', expect.stringMatching(/^metal: /)],
    ['gender', 'robot', expect.stringMatching(/^gender: /)],
    ['category', 'Rings & more', 'category: must be a category slug'],
    ['made_to_order', 'perhaps', 'made_to_order: must be yes or no'],
    ['diamond_count', '1.5', 'diamond_count: must be a whole number, 0 or more'],
    ['gross_weight', '-2', 'gross_weight: must be grams, 0 or more'],
    ['price', 'cheap', 'price: must be whole rupees'],
  ])('refuses a bad %s', (column, cell, problem) => {
    expect(parseCatalogueFile(`sku,variant_id,stock,${column}\nR1,R1-YG,5,${cell}`).problems).toEqual({
      'line 2': problem,
    });
  });

  it("refuses a piece's category differing between its lines", () => {
    expect(parseCatalogueFile('sku,variant_id,category\nR1,R1-YG,rings\nR1,R1-RG,earrings').problems).toEqual({
      'line 3': 'category: R1 has rings on line 2; a piece has one category',
    });
  });
});

const piece = (id: number, sku: string, reserved: number, variants: [string, number][]): ImportPiece => ({
  id,
  sku,
  reserved,
  variants: new Map(variants.map(([variantId, rowId]) => [variantId, { id: rowId, price: 10_000, offerprice: 9_500 }])),
});
const PIECES = new Map([
  [
    'R1',
    piece(7, 'R1', 2, [
      ['R1-YG', 70],
      ['R1-RG', 71],
    ]),
  ],
  ['E2', piece(3, 'E2', 0, [['E2-YG', 30]])],
]);
const line = (n: number, sku: string, variantId: string, more: Partial<ImportLine> = {}): ImportLine => ({
  line: n,
  sku,
  variantId,
  piece: {},
  variant: {},
  prices: {},
  ...more,
});

describe('parseCatalogueFile: what is still looked up', () => {
  it('keeps the good lines when others are bad (they are looked up too), but not when the header is wrong', () => {
    const bad = parseCatalogueFile(file('R1,R1-YG,Aria,5,no,2,1', 'R1,R1-RG,Aria,lots,no,2,1'));
    expect(bad.whole).toBe(true);
    expect(bad.lines.map((l) => l.line)).toEqual([2]);
    expect(Object.keys(bad.problems)).toEqual(['line 3']);
    expect(parseCatalogueFile('name\nAria').whole).toBe(false);
    expect(parseCatalogueFile(HEAD).whole).toBe(false);
  });
});

describe('byLine', () => {
  it("puts the file's own problems first, then the lines in order", () => {
    expect(Object.keys(byLine({ 'line 12': 'a', 'line 3': 'b', csv: 'c' }))).toEqual(['csv', 'line 3', 'line 12']);
  });
});

describe('planImport: the lines against the pieces as they are', () => {
  it.each([
    [
      'an unknown sku',
      [line(2, 'X9', 'X9-YG')],
      { 'line 2': "sku: no piece has SKU X9 (a new piece's lines leave variant_id blank)" },
    ],
    ['a variant of another piece', [line(2, 'R1', 'E2-YG')], { 'line 2': 'variant_id: E2-YG is not a variant of R1' }],
    [
      'a stock below what unpaid orders hold',
      [line(2, 'R1', 'R1-YG', { piece: { stock: 1 } })],
      { 'line 2': 'stock: unpaid orders hold 2 of R1; the stock can not be less' },
    ],
  ])('refuses %s', (_label, lines, problems) => {
    expect(planImport(lines, PIECES)).toEqual({ ok: false, problems });
  });

  it("gathers one change per piece, in the pieces' id order, with each variant's line", () => {
    const plan = planImport(
      [
        line(2, 'R1', 'R1-YG', { piece: { stock: 2 }, variant: { making_charge: 900 } }),
        line(3, 'R1', 'R1-RG', { piece: { stock: 2 }, variant: { metal_weight: 3.1, color: 'rose-gold' } }),
        line(4, 'E2', 'E2-YG', { piece: { hidden: true, name: 'Eira Studs', category: 'earrings' } }),
      ],
      PIECES,
    );
    expect(plan).toEqual({
      ok: true,
      changes: [
        {
          productId: 3,
          body: { hidden: true, name: 'Eira Studs', category: 'earrings' },
          firstLine: 4,
          variantLines: [],
        },
        {
          productId: 7,
          body: {
            stock: 2,
            variants: [
              { id: 70, making_charge: 900 },
              { id: 71, metal_weight: 3.1, color: 'rose-gold' },
            ],
          },
          firstLine: 2,
          variantLines: [2, 3],
        },
      ],
      notApplied: {},
    });
  });

  // The prices are worked out: one the file says differently is named by line and column, not applied.
  it.each([
    ['the same prices', { price: 10_000, offer_price: 9_500 }, {}],
    ['the same price with paise rounded', { price: 10_000.4 }, {}],
    [
      'a typed price',
      { price: 8_000 },
      {
        'line 2':
          "price: 8000 not applied; it is worked out from the metal, weight, stones and making charge at today's rate (10000 now)",
      },
    ],
    [
      'both typed',
      { price: 8_000, offer_price: 7_000 },
      {
        'line 2': expect.stringMatching(/^price: 8000 not applied; .*; offer_price: 7000 not applied; .*\(9500 now\)$/),
      },
    ],
  ])('%s', (_label, prices, notApplied) => {
    const plan = planImport([line(2, 'R1', 'R1-YG', { piece: { stock: 3 }, prices })], PIECES);
    expect(plan).toMatchObject({ ok: true, notApplied });
    if (plan.ok) expect(plan.changes[0]!.body).toEqual({ stock: 3 });
  });
});

describe("refusalLines: a save's refusal put on the file's lines", () => {
  const change = { productId: 7, body: {}, firstLine: 2, variantLines: [2, 5] };
  it.each([
    [
      "a variant's field",
      { 'variants.1.gross_weight': 'must be 0 (not weighed) or at least the metal weight' },
      { 'line 5': 'gross_weight: must be 0 (not weighed) or at least the metal weight' },
    ],
    ["the piece's field", { stock: 'unpaid orders hold 3' }, { 'line 2': 'stock: unpaid orders hold 3' }],
    ['no fields', undefined, { 'line 2': 'Refused.' }],
  ])('%s', (_label, fields, lines) => {
    expect(refusalLines(change, 'Refused.', fields)).toEqual(lines);
  });
});

describe('exportCells', () => {
  it('writes every column, rupees as plain integers, grams to the milligram, yes and no, blank for none', () => {
    const cells = exportCells({
      sku: 'R1',
      variantId: 'R1-YG',
      name: 'Aria',
      category: 'rings',
      subCategory: null,
      gender: 'Women',
      occasion: null,
      seoKeywords: 'ring, gold',
      seoTitle: 'Aria | Suvarna',
      seoDescription: 'A ring',
      madeToOrder: false,
      active: false,
      stock: 4,
      color: 'yellow-gold',
      size: '12',
      metalType: 'Gold',
      metalPurity: '18K',
      metalWeight: 2.12345,
      grossWeight: 2.5,
      diamondCount: 3,
      diamondCarat: 0.15,
      diamondCut: 'Round',
      diamondClarity: 'VS',
      diamondColor: 'GH',
      gemstoneType: null,
      gemstoneCount: 0,
      gemstoneCarat: 0,
      diamondPrice: 9000,
      gemstonePrice: 0,
      makingCharge: 1200,
      shortDescription: 'A ring',
      alt: 'Aria ring',
      price: 123456,
      offerprice: 100000,
    });
    expect(cells).toHaveLength(CATALOGUE_CSV_COLUMNS.length);
    expect(Object.fromEntries(CATALOGUE_CSV_COLUMNS.map((c, i) => [c, cells[i]]))).toMatchObject({
      sku: 'R1',
      sub_category: null,
      hidden: 'yes',
      made_to_order: 'no',
      weight: 2.123,
      diamond_shape: 'Round',
      making_charge: 1200,
      price: 123456,
      offer_price: 100000,
    });
  });
});

const NEW_HEAD = 'sku,variant_id,name,category,gender,stock,color,size,metal,purity,weight,making_charge,diamond_count';
const newFile = (...lines: string[]) => [NEW_HEAD, ...lines].join('\r\n');
const newPieces = (text: string) => {
  const parsed = parseCatalogueFile(text);
  return { parsed, grouped: groupNewPieces(parsed.newLines) };
};

describe('new pieces: lines without a variant_id, grouped by sku, checked by the new piece call’s schema', () => {
  it('groups the lines of a piece into one body with its variants, in the file’s order', () => {
    const { parsed, grouped } = newPieces(
      newFile(
        'NEW-1,,Asha Ring,rings,women,"1,0",yellow-gold,12,Gold,18K,2.5,"₹1,200",0',
        'NEW-1,,,,,,rose-gold,12,Gold,18K,2.5,1200,',
        'NEW-2,,Tara Studs,earrings,women,3,white-gold,,Platinum,950,3,900,2',
      ),
    );
    expect(parsed.problems).toEqual({});
    expect(parsed.lines).toEqual([]);
    expect(grouped.problems).toEqual({});
    expect(grouped.pieces.map((p) => [p.sku, p.firstLine, p.variantLines])).toEqual([
      ['NEW-1', 2, [2, 3]],
      ['NEW-2', 4, [4]],
    ]);
    expect(grouped.pieces[0]!.body).toMatchObject({
      sku: 'NEW-1',
      name: 'Asha Ring',
      stock: 10,
      hidden: false,
      made_to_order: false,
      variants: [
        {
          color: 'yellow-gold',
          size: '12',
          metal_type: 'Gold',
          metal_weight: 2.5,
          making_charge: 1200,
          diamond_count: 0,
        },
        { color: 'rose-gold', size: '12', making_charge: 1200, diamond_count: 0 },
      ],
    });
  });

  it.each([
    [
      'a needed column blank',
      newFile('NEW-1,,Asha Ring,rings,women,5,yellow-gold,12,Gold,18K,,1200,0'),
      { 'line 2': 'weight: needed for a new piece' },
    ],
    [
      'the piece’s needed column on none of its lines',
      newFile('NEW-1,,Asha Ring,,women,5,yellow-gold,12,Gold,18K,2,1200,0'),
      { 'line 2': 'category: needed for a new piece' },
    ],
    [
      'lines of one piece disagreeing',
      newFile(
        'NEW-1,,Asha Ring,rings,women,5,yellow-gold,12,Gold,18K,2,1200,0',
        'NEW-1,,Asha Ring,rings,women,6,rose-gold,12,Gold,18K,2,1200,0',
      ),
      { 'line 3': 'stock: NEW-1 has 5 on line 2; a piece has one stock' },
    ],
    [
      'a colour the call does not know, on its own line',
      newFile(
        'NEW-1,,Asha Ring,rings,women,5,yellow-gold,12,Gold,18K,2,1200,0',
        'NEW-1,,,,,,green-gold,12,Gold,18K,2,1200,0',
      ),
      { 'line 3': expect.stringMatching(/^color: /) },
    ],
    [
      'a sku the call refuses',
      newFile('new 1,,Asha Ring,rings,women,5,yellow-gold,12,Gold,18K,2,1200,0'),
      { 'line 2': 'sku: must be 3 to 40 capital letters, digits or dashes' },
    ],
    [
      'a word for a count',
      newFile('NEW-1,,Asha Ring,rings,women,5,yellow-gold,12,Gold,18K,2,1200,three'),
      { 'line 2': 'diamond_count: must be a whole number, 0 or more' },
    ],
    [
      'a metal the call does not price',
      newFile('NEW-1,,Asha Ring,rings,women,5,yellow-gold,12,Copper,18K,2,1200,0'),
      { 'line 2': expect.stringMatching(/^metal: /) },
    ],
  ])('refuses %s, naming its line', (_label, text, problems) => {
    const { parsed, grouped } = newPieces(text);
    expect(parsed.problems).toEqual({});
    expect(grouped.problems).toEqual(problems);
    expect(grouped.pieces).toEqual([]);
  });

  it('keeps a new piece whose description spans two lines in one quoted cell', () => {
    const text =
      'sku,variant_id,name,category,gender,stock,color,metal,purity,weight,making_charge,description\r\n' +
      'NEW-3,,Mira Pendant,pendants,women,2,rose-gold,Gold,14K,1.2,800,"Light.\r\nEveryday."\r\n' +
      'R1,R1-YG,,,,4,,,,,,';
    const { parsed, grouped } = newPieces(text);
    expect(parsed.problems).toEqual({});
    expect(parsed.lines.map((l) => [l.line, l.sku, l.piece.stock])).toEqual([[4, 'R1', 4]]);
    expect(grouped.pieces[0]!.body.variants[0]!.short_description).toBe('Light.\r\nEveryday.');
  });

  it('reads the export’s own header (every column, the prices ignored)', () => {
    const parsed = parseCatalogueFile(`${CATALOGUE_CSV_COLUMNS.join(',')}\r\nR1,R1-YG${',x'.repeat(0)}`);
    expect(parsed.whole).toBe(true);
  });
});
