// The invoice PDF read back as text (unpdf, Mozilla's PDF.js underneath): what a customer and a tax
// officer read must be there, the rupee sign included.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { invoiceFigures, type InvoiceOrder } from '../../domain/invoices/invoice-figures.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const seller = {
  legalName: 'Suvarna Jewellers Private Limited',
  address: '41/2100 MG Road, Ravipuram, Ernakulam, Kochi 682016',
  gstin: '32AAECS1234F1ZX',
  state: 'Kerala',
};
const kochi = { address: '12 Marine Drive', city: 'Kochi', state: 'Kerala', zipcode: '682031', country: 'IN' };
const bengaluru = {
  address: '4 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560025',
  country: 'IN',
};

const order = (over: Partial<InvoiceOrder> = {}): InvoiceOrder => ({
  orderId: 'SV7K2M9Q4R8T1XW',
  placedAt: '2026-11-20T10:00:00.000Z',
  customer: { name: 'Asha Menon', email: 'asha@example.com', phone: '9876543210' },
  billing: kochi,
  shipping: kochi,
  pickup: null,
  lines: [
    {
      name: 'Diamond Ring',
      sku: 'SV-R-1',
      size: '12',
      color: 'yellow gold',
      qty: 1,
      unitPrice: 113_156,
      total: 113_156,
      discount: 1_000,
      breakup: { metal_price: 70_000, diamond_price: 30_000, gemstone_price: 0, making_charge: 9_860 },
    },
    {
      name: 'Gold Chain',
      sku: 'SV-C-1',
      qty: 1,
      unitPrice: 11_300,
      total: 11_300,
      discount: 0,
      breakup: { metal_price: 10_000, diamond_price: 0, gemstone_price: 0, making_charge: 971 },
    },
  ],
  couponCode: 'FESTIVE',
  discount: 1_000,
  charges: 0,
  amount: 123_456,
  giftCardAmount: 20_000,
  paymentModeLabel: 'Cash on delivery',
  ...over,
});

async function pdfText(o: InvoiceOrder): Promise<{ text: string; bytes: Uint8Array }> {
  const bytes = await renderInvoicePdf(
    invoiceFigures(o, seller, { number: 'SUV/26-27/000123', issuedAt: '2026-11-26T10:00:00.000Z' }),
  );
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), bytes };
}

describe('the invoice PDF', () => {
  it('is an A4 PDF with the number, GSTIN, HSN, CGST and SGST, the total in figures and in words', async () => {
    const { text, bytes } = await pdfText(order());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(new TextDecoder('latin1').decode(bytes)).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    for (const expected of [
      'TAX INVOICE',
      'Suvarna Jewellers Private Limited',
      'GSTIN: 32AAECS1234F1ZX',
      'SUV/26-27/000123',
      'SV7K2M9Q4R8T1XW',
      'Place of supply',
      'Kerala (32)',
      '7113',
      'CGST 1.5%',
      'SGST 1.5%',
      'Less coupon FESTIVE',
      'Invoice total',
      '₹1,23,456.00',
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only',
      'Gift card',
      '₹20,000.00',
      'Cash on delivery',
      '₹1,03,456.00',
      'Per piece before GST: metal 70,000.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('lists a discount on the making charge after the list making charge, only where there is one', async () => {
    const [ring, chain] = order().lines;
    const discounted = order({
      lines: [{ ...ring!, breakup: { ...ring!.breakup!, making_charge: 7_395, making_discount: 2_465 } }, chain!],
    });
    const { text } = await pdfText(discounted);
    expect(text).toContain('making 9,860.00 · discount on making charge −2,465.00');
    expect(text.match(/discount on making charge/g)).toHaveLength(1);
    // The price as sold is unchanged: the same total in figures and in words.
    expect(text).toContain('₹1,23,456.00');
    expect(text).toContain('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only');
    expect((await pdfText(order())).text).not.toContain('discount on making charge');
  });

  it('shows IGST alone outside Kerala', async () => {
    const { text } = await pdfText(order({ shipping: bengaluru }));
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('IGST 3%');
    expect(text).not.toContain('CGST');
  });

  it('runs over pages when an order has many lines, the header again on each', async () => {
    const line = {
      name: 'Stud Earring',
      sku: 'SV-E-1',
      qty: 1,
      unitPrice: 1_030,
      total: 1_030,
      discount: 0,
      breakup: { metal_price: 800, diamond_price: 0, gemstone_price: 0, making_charge: 200 },
    };
    const { text, bytes } = await pdfText(
      order({
        lines: Array.from({ length: 40 }, () => line),
        discount: 0,
        couponCode: null,
        amount: 41_200,
        giftCardAmount: 0,
      }),
    );
    const pages = (await getDocumentProxy(new Uint8Array(bytes))).numPages;
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/Taxable value/g)!.length).toBeGreaterThanOrEqual(pages);
    expect(text).toContain('Rupees Forty-One Thousand Two Hundred Only');
  });
});
