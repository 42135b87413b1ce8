// The review queue in Chromium on a phone (390 px): support opens the held reviews, publishes one and
// reads the piece's new rating, tries to hide another without a reason (told why, nothing sent), then
// hides it with one. What each call stores is tests/api/admin-reviews.test.ts's; here, what the page
// shows and that a tap does what it says.
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { variants } from '../../db/schema/catalog.ts';
import { productReviews } from '../../db/schema/reviews.ts';
import { staffSignIn } from '../support/admin-browser.ts';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable, PHONE } from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { findProduct } from '../support/seeded-products.ts';
import { createStaff } from '../support/staff.ts';

const it = storeTest({ seedProducts: 5 });

describe.skipIf(!browserAvailable)('the review queue', () => {
  it.override('device', PHONE);

  it('publishes a held review and hides another with a reason', async ({ server, page }) => {
    const db = server.services.database.db;
    const piece = await findProduct(server, () => true);
    await db.delete(productReviews).where(eq(productReviews.productId, piece.id));
    await db.update(variants).set({ rating: 0 }).where(eq(variants.productId, piece.id));
    const review = (title: string, rating: number, status: 'held' | 'published') => ({
      productId: piece.id,
      authorName: 'Kavya M.',
      rating,
      title,
      body: 'Saw it at the Jayanagar store.',
      status,
    });
    await db
      .insert(productReviews)
      .values([review('Shines like the photos', 4, 'held'), review('Buy it now at', 1, 'published')]);

    const member = await createStaff(server, 'support', { name: 'Ira Support' });
    await staffSignIn(server, page, member.email, '/admin/reviews');
    await page.getByRole('link', { name: /^Held/ }).click();
    const row = page.getByRole('row').filter({ hasText: 'Shines like the photos' });
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${piece.name}: review published; the piece now has 2 published reviews, 2.5 stars.` })
      .waitFor();

    await page.getByRole('link', { name: 'Published' }).click();
    const spam = page.getByRole('row').filter({ hasText: 'Buy it now at' });
    await spam.getByRole('button', { name: 'Hide' }).click();
    await spam.getByRole('alert').filter({ hasText: 'Say why you hide it' }).waitFor();
    await spam.getByLabel('Reason').fill('An advert for another shop');
    await spam.getByRole('button', { name: 'Hide' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'review hidden; the piece now has 1 published review, 4.0 stars.' })
      .waitFor();
    expect(page.url()).toContain('status=published');
  });
});
