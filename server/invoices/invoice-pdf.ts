// Draws a tax invoice as an A4 PDF from its frozen figures (domain/invoices/invoice-figures.ts), with
// pdfkit. The face is Mulish, the storefront's (SIL Open Font License, @fontsource/mulish), embedded
// and subset by pdfkit: its latin files carry the text and its latin-ext files the rupee sign, so
// every run of text is split at '₹' and each part drawn in the face that has it (fontsource splits a
// family by script; no one file has both). The same figures always draw the same invoice.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatIndiaDay } from '../../domain/dates/india-day.ts';
import {
  CGST_BASIS_POINTS,
  GST_BASIS_POINTS,
  type InvoiceAddress,
  type InvoiceFigures,
} from '../../domain/invoices/invoice-figures.ts';
import { formatPaise, formatRupeesPaise } from '../../domain/invoices/paise.ts';

const require = createRequire(import.meta.url);

type Weight = 'regular' | 'bold';
const FACE_FILES = {
  regular: { text: 'mulish-latin-400-normal.woff', rupee: 'mulish-latin-ext-400-normal.woff' },
  bold: { text: 'mulish-latin-700-normal.woff', rupee: 'mulish-latin-ext-700-normal.woff' },
} as const;

let faces: Record<string, Buffer> | undefined;
/** Read once, on the first invoice. */
function loadFaces(): Record<string, Buffer> {
  faces ??= Object.fromEntries(
    (Object.keys(FACE_FILES) as Weight[]).flatMap((w) => [
      [`${w}-text`, readFileSync(require.resolve(`@fontsource/mulish/files/${FACE_FILES[w].text}`))],
      [`${w}-rupee`, readFileSync(require.resolve(`@fontsource/mulish/files/${FACE_FILES[w].rupee}`))],
    ]),
  );
  return faces;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const RIGHT = A4.width - MARGIN;
const BOTTOM = A4.height - MARGIN;
const INK = '#1f1a17';
const MUTED = '#5c534d';
const RULE = '#c9bfb6';
const percent = (bp: number) => `${bp / 100}%`;

interface TextOptions {
  weight?: Weight;
  size?: number;
  color?: string;
  /** Right-align within [x, x + width]; otherwise drawn from x. */
  width?: number;
  align?: 'left' | 'right';
}

export async function renderInvoicePdf(f: InvoiceFigures): Promise<Uint8Array> {
  const issued = new Date(f.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Tax invoice ${f.number}`,
      Author: f.seller.legalName,
      Subject: `Order ${f.order.orderId}`,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  for (const [name, bytes] of Object.entries(loadFaces())) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  /** One line of text (no wrapping) with the rupee sign in its own face; returns its width. */
  const line = (text: string, x: number, y: number, o: TextOptions = {}): number => {
    const weight = o.weight ?? 'regular';
    const size = o.size ?? 9;
    const runs = text.split(/(₹)/).filter((r) => r !== '');
    const face = (run: string) => `${weight}-${run === '₹' ? 'rupee' : 'text'}`;
    const widths = runs.map((run) => doc.font(face(run)).fontSize(size).widthOfString(run));
    const total = widths.reduce((a, b) => a + b, 0);
    let at = o.align === 'right' && o.width !== undefined ? x + o.width - total : x;
    doc.fillColor(o.color ?? INK);
    runs.forEach((run, i) => {
      doc.font(face(run)).fontSize(size).text(run, at, y, { lineBreak: false });
      at += widths[i]!;
    });
    return total;
  };
  /** Wrapped text without the rupee sign; returns the height it took. */
  const block = (text: string, x: number, y: number, width: number, o: TextOptions = {}): number => {
    doc
      .font(`${o.weight ?? 'regular'}-text`)
      .fontSize(o.size ?? 9)
      .fillColor(o.color ?? INK);
    const height = doc.heightOfString(text, { width });
    doc.text(text, x, y, { width });
    return height;
  };
  const measure = (text: string, width: number, size: number, weight: Weight = 'regular') =>
    doc.font(`${weight}-text`).fontSize(size).heightOfString(text, { width });
  const rule = (y: number, color = RULE) =>
    doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(color).stroke();

  // The seller and the invoice's own facts.
  let y = MARGIN;
  line('TAX INVOICE', MARGIN, y, { weight: 'bold', size: 16, width: RIGHT - MARGIN, align: 'right' });
  line(f.seller.legalName, MARGIN, y, { weight: 'bold', size: 13 });
  y += 20;
  y += block(f.seller.address, MARGIN, y, 300, { color: MUTED });
  line(`GSTIN: ${f.seller.gstin}`, MARGIN, y + 2, { weight: 'bold' });
  line(`State: ${f.seller.state} (${f.seller.stateCode})`, MARGIN, y + 14, { color: MUTED });
  const facts: [string, string][] = [
    ['Invoice no.', f.number],
    ['Invoice date', formatIndiaDay(f.issuedAt)],
    ['Order', f.order.orderId],
    ['Order date', formatIndiaDay(f.order.placedAt)],
    [
      'Place of supply',
      f.placeOfSupply.code ? `${f.placeOfSupply.state} (${f.placeOfSupply.code})` : f.placeOfSupply.state,
    ],
  ];
  facts.forEach(([label, value], i) => {
    line(label, 350, MARGIN + 22 + i * 12, { color: MUTED });
    line(value, 430, MARGIN + 22 + i * 12, { weight: 'bold', width: RIGHT - 430, align: 'right' });
  });
  y = Math.max(y + 30, MARGIN + 22 + facts.length * 12 + 6);
  rule(y);
  y += 8;

  // The customer: billed to, and shipped to or picked up at.
  const address = (a: InvoiceAddress) =>
    (a.countryCode ?? 'IN') === 'IN'
      ? `${a.address}\n${a.city} ${a.zipcode}, ${a.state}`
      : `${a.address}\n${[a.city, a.state, a.zipcode].filter((p) => p !== '').join(', ')}\n${a.country}`;
  const half = (RIGHT - MARGIN) / 2 - 10;
  line('Billed to', MARGIN, y, { weight: 'bold', color: MUTED, size: 8 });
  line(f.buyer.pickup ? 'Picked up at' : 'Shipped to', MARGIN + half + 20, y, {
    weight: 'bold',
    color: MUTED,
    size: 8,
  });
  y += 12;
  const billed = `${f.buyer.name}\n${address(f.buyer.billing)}\n${f.buyer.phone} · ${f.buyer.email}`;
  const shipped = f.buyer.pickup
    ? `${f.buyer.pickup.name}\n${f.buyer.pickup.address}`
    : f.buyer.shipping
      ? `${f.buyer.name}\n${address(f.buyer.shipping)}`
      : '';
  y += Math.max(block(billed, MARGIN, y, half), block(shipped, MARGIN + half + 20, y, half)) + 10;
  if (f.exportNote) {
    line(f.exportNote, MARGIN, y, { weight: 'bold', size: 8 });
    y += 14;
  }

  // The lines.
  const intra = f.supply === 'intra';
  const columns: { key: string; title: string; width: number; right?: boolean }[] = [
    { key: 'n', title: '#', width: 14 },
    { key: 'description', title: 'Description', width: intra ? 131 : 181 },
    { key: 'hsn', title: 'HSN', width: 26 },
    { key: 'qty', title: 'Qty', width: 20, right: true },
    { key: 'value', title: 'Value', width: 58, right: true },
    { key: 'discount', title: 'Discount', width: 50, right: true },
    { key: 'taxable', title: 'Taxable value', width: 58, right: true },
    ...(intra
      ? [
          { key: 'cgst', title: `CGST ${percent(CGST_BASIS_POINTS)}`, width: 50, right: true },
          { key: 'sgst', title: `SGST ${percent(GST_BASIS_POINTS - CGST_BASIS_POINTS)}`, width: 50, right: true },
        ]
      : [{ key: 'igst', title: `IGST ${percent(GST_BASIS_POINTS)}`, width: 50, right: true }]),
    { key: 'total', title: 'Total', width: 58, right: true },
  ];
  const xOf = (key: string) =>
    MARGIN +
    columns
      .slice(
        0,
        columns.findIndex((c) => c.key === key),
      )
      .reduce((s, c) => s + c.width, 0);
  const header = () => {
    doc.rect(MARGIN, y - 3, RIGHT - MARGIN, 16).fill('#f3ede6');
    for (const c of columns)
      line(c.title, xOf(c.key) + (c.right ? 0 : 2), y, {
        weight: 'bold',
        size: 7.5,
        width: c.width - 2,
        align: c.right ? 'right' : 'left',
      });
    y += 17;
  };
  line('Amounts in rupees (₹). Prices include GST; the taxable value is worked back from them.', MARGIN, y, {
    size: 7.5,
    color: MUTED,
  });
  y += 12;
  header();
  const descriptionWidth = columns[1]!.width - 4;
  f.lines.forEach((l, i) => {
    const breakup = l.breakup
      ? `Per piece before GST: metal ${formatPaise(l.breakup.metal)} · stones ${formatPaise(l.breakup.stones)} · making ${formatPaise(l.breakup.making)}${l.breakup.makingDiscount ? ` · discount on making charge −${formatPaise(l.breakup.makingDiscount)}` : ''}`
      : '';
    const height =
      measure(l.description, descriptionWidth, 8.5, 'bold') +
      measure(l.details, descriptionWidth, 7.5) +
      (breakup ? measure(breakup, descriptionWidth, 7.5) : 0) +
      8;
    if (y + height > BOTTOM - 40) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    const cells: Record<string, string> = {
      n: String(i + 1),
      hsn: l.hsn,
      qty: String(l.qty),
      value: formatPaise(l.value),
      discount: formatPaise(l.discount),
      taxable: formatPaise(l.taxable),
      cgst: formatPaise(l.cgst),
      sgst: formatPaise(l.sgst),
      igst: formatPaise(l.igst),
      total: formatPaise(l.total),
    };
    for (const c of columns)
      if (c.key !== 'description')
        line(cells[c.key]!, xOf(c.key) + (c.right ? 0 : 2), y, {
          size: 8,
          width: c.width - 2,
          align: c.right ? 'right' : 'left',
        });
    let dy = block(l.description, xOf('description') + 2, y, descriptionWidth, { weight: 'bold', size: 8.5 });
    dy += block(l.details, xOf('description') + 2, y + dy, descriptionWidth, { size: 7.5, color: MUTED });
    if (breakup) dy += block(breakup, xOf('description') + 2, y + dy, descriptionWidth, { size: 7.5, color: MUTED });
    y += Math.max(dy, 12) + 6;
    rule(y - 3);
  });

  // The totals, the words and the payments.
  const totals: [string, string, Weight?][] = [
    ['Value before tax', formatRupeesPaise(f.totals.value)],
    [
      f.order.couponCode ? `Less coupon ${f.order.couponCode} (before tax)` : 'Less discount',
      `−${formatRupeesPaise(f.totals.discount)}`,
    ],
    ['Taxable value', formatRupeesPaise(f.totals.taxable)],
    ...(intra
      ? ([
          [`CGST @ ${percent(CGST_BASIS_POINTS)}`, formatRupeesPaise(f.totals.cgst)],
          [`SGST @ ${percent(GST_BASIS_POINTS - CGST_BASIS_POINTS)}`, formatRupeesPaise(f.totals.sgst)],
        ] as [string, string][])
      : ([[`IGST @ ${percent(GST_BASIS_POINTS)}`, formatRupeesPaise(f.totals.igst)]] as [string, string][])),
    ['Invoice total', formatRupeesPaise(f.totals.total), 'bold'],
  ].filter(([label]) => f.totals.discount > 0 || !String(label).startsWith('Less')) as [string, string, Weight?][];
  const needed = totals.length * 13 + 110 + f.payments.length * 12;
  if (y + needed > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  y += 4;
  for (const [label, value, weight] of totals) {
    line(label, 330, y, { weight, size: weight ? 10 : 9 });
    line(value, 430, y, { weight, size: weight ? 10 : 9, width: RIGHT - 430, align: 'right' });
    y += weight ? 15 : 13;
  }
  y += 4;
  line('Total in words', MARGIN, y, { weight: 'bold', size: 8, color: MUTED });
  y += 11;
  y += block(f.totals.totalInWords, MARGIN, y, RIGHT - MARGIN, { weight: 'bold' }) + 4;
  line('Tax in words', MARGIN, y, { weight: 'bold', size: 8, color: MUTED });
  y += 11;
  y += block(f.totals.taxInWords, MARGIN, y, RIGHT - MARGIN) + 8;
  line('Paid by', MARGIN, y, { weight: 'bold', size: 8, color: MUTED });
  y += 11;
  for (const p of f.payments) {
    line(p.label, MARGIN, y);
    line(formatRupeesPaise(p.amount), MARGIN + 200, y, { width: 90, align: 'right' });
    y += 12;
  }
  if (f.payments.some((p) => p.label === 'Gift card')) {
    y +=
      block(
        'A gift card is a way of paying, not a discount: the taxable value and the tax are those of the full price.',
        MARGIN,
        y + 2,
        RIGHT - MARGIN,
        { size: 7.5, color: MUTED },
      ) + 2;
  }
  y += 10;
  rule(y);
  block(
    `Reverse charge: No. This is a computer-generated invoice and needs no signature. For ${f.seller.legalName}.`,
    MARGIN,
    y + 6,
    RIGHT - MARGIN,
    { size: 7.5, color: MUTED },
  );

  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
