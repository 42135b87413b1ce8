// The store's own content/ folder: every file valid, and the policies saying what the spec's policy
// constants say (docs/spec.md#second-9), the same figure wherever it appears.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContentLibrary, type ContentLibrary } from './content-library.ts';
import { POLICY_PAGE_IDS } from '../../domain/content/policy-pages.ts';

const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));
let library: ContentLibrary;
beforeAll(async () => {
  library = await loadContentLibrary(CONTENT_DIR);
});

/** A page's visible text, tags dropped and entities the renderer writes turned back. */
function textOf(id: string): string {
  const page = library.get(id);
  if (!page) throw new Error(`no page ${id}`);
  const parts = [page.heading, page.summary ?? '', page.html, ...(page.faq ?? []).flatMap((g) => g.questions.flatMap((q) => [q.question, q.html])), ...(page.blocks ?? []).map((b) => b.html)];
  return parts
    .join('\n')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

describe('the policy pages', () => {
  it('are the twelve of the route table, each a policy in the card list', () => {
    expect(library.cards('policy').map((c) => c.path.slice(1)).sort()).toEqual([...POLICY_PAGE_IDS].sort());
    for (const id of POLICY_PAGE_IDS) expect(library.get(id)?.layout, id).toBe('policy');
  });

  it.each([
    ['return-policy', ['15 days of its delivery', '10 to 15 working days', '₹9,000', 'authenticity card', 'laboratory certificate', 'tag intact', 'engraved']],
    ['money-back-policy', ['12 months', '100% of the diamond value', '₹9,000']],
    ['cancellation-policy', ['handed to the courier', 'until the order is ready to ship', 'handed to our workshop', '24 to 48 hours', '10 to 15 working days']],
    ['cash-on-delivery-policy', ['In India only', '₹49,000', '24 to 48 hours', '269ST', '₹2,00,000 or more']],
    ['shipping-policy', ['3 to 5 business days', 'Up to 7 business days', '10 to 15 business days', 'within 10 working days', 'Kochi, Kozhikode and Thrissur', '9:00 am to 7:00 pm']],
    ['exchange-and-resizing-policy', ['every 6 months', 'not available for international orders', '₹3,000', 'one year', 'valid for 12 months']],
    ['old-gold-purchase-policy', ['valid for 1 year', 'within 3 business days', 'maximum of ₹2,000', 'cannot be cancelled', 'booking receipt']],
    ['gift-card-terms-and-conditions', ['valid for 1 year', 'in part', '16-character code', 'one-time password']],
    ['gift-voucher-and-conditions', ['valid for 6 months', '₹1,00,000 or more', 'One voucher per invoice']],
    ['dfe-terms-and-conditions', ['₹1,000', '12 months', '70% of your first instalment', 'more than 2 instalments', '₹10,000 a month', '18 or more', 'cannot be a minor', 'One active plan per person']],
    ['terms-and-conditions', ['18 or older', 'PAN', '₹2,00,000 or more', '18 karat', 'courts of Ernakulam']],
    [
      'privacy-policy',
      ['approximate city', 'kept on our own servers', 'no outside service', 'linked to your account', '30 days', 'scheduled job', 'Rate-limit records', 'Messages we send you'],
    ],
  ])('%s states the policy constants', (id, phrases) => {
    const text = textOf(id);
    for (const phrase of phrases) expect(text, `${id}: ${phrase}`).toContain(phrase);
  });

  it('give one cash-on-delivery ceiling everywhere: ₹49,000, never the other reading', () => {
    for (const page of library.all()) {
      const text = textOf(page.id);
      expect(text, page.id).not.toMatch(/70,000|70000|70k/i);
    }
  });

  it('name only pages of the route table in their links', () => {
    for (const page of library.all()) {
      for (const [, href] of page.html.matchAll(/href="([^"]+)"/g)) {
        if (href!.startsWith('#') || /^https?:/.test(href!)) continue;
        expect(href, page.id).toMatch(/^\/[a-z0-9_/@#-]*$/);
      }
    }
  });
});
