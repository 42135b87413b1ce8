// /careers in Chromium against the real server: a desktop applicant picks a position from the list,
// is refused first for missing fields and a bad phone, then attaches a real PDF made here and ends on
// the spec's 5-business-days toast, with the application and the staff's mail stored. axe on the page
// with its fields' errors runs in accessibility-states.test.ts.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { CAREERS_TOAST } from '../../domain/careers/careers.ts';
import { INVALID_INDIAN_PHONE } from '../../domain/forms/field-rules.ts';

import { browserAvailable, DESKTOP, hydrated, toastsSeen, watchToasts, withShopper } from '../support/browser.ts';
import { tinyPdf } from '../support/documents.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

const it = storeTest({
  seedProducts: 20,
  env: {
    ALTCHA_MAX_NUMBER: '1000',
    STORE_EMAIL: 'hr@suvarna.example',
  },
});

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

async function open(server: TestServer, page: Page, theme?: 'light' | 'dark') {
  if (theme) await page.addInitScript((t) => localStorage.setItem('suvarna.theme', t), theme);
  await page.goto(`${server.baseUrl}/careers`, { waitUntil: 'load' });
  await hydrated(page);
}

describe.skipIf(!browserAvailable)('/careers', () => {
  it('sends an application with a PDF résumé on a desktop and shows the spec toast', async ({ server, browser }) => {
    await withShopper(browser, DESKTOP, async (_context, page) => {
      await watchToasts(page);
      await open(server, page);
      expect(await page.title()).toBe('Careers | Suvarna');

      // Refused in the browser first: the fields are named beside them, nothing is sent.
      await page.getByRole('button', { name: 'Send application' }).click();
      await poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(6);
      await page.getByLabel('Phone').fill('+915847012345');
      await page.getByRole('button', { name: 'Send application' }).click();
      await poll(() => page.locator('#careers-phone-error').textContent()).toBe(INVALID_INDIAN_PHONE);

      await page.getByRole('button', { name: 'Apply for this position: Diamond Grader' }).click();
      await poll(() => page.getByLabel('Position', { exact: true }).inputValue()).not.toBe('');
      expect(await page.locator('#careers-position_id option:checked').textContent()).toBe('Diamond Grader (Thrissur)');
      await page.getByLabel('Full name').fill('Rahul Varma');
      await page.getByLabel('Email').fill('rahul.varma@example.in');
      await page.getByLabel('Phone').fill('+919847098765');
      await page.getByLabel('Experience (years)').fill('6');
      await page.getByLabel('Cover note (optional)').fill('GIA graduate, six years of grading in Thrissur.');
      await page.getByLabel('Résumé').setInputFiles({
        name: 'rahul-varma.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(tinyPdf('Rahul Varma, Diamond Grader')),
      });
      await page.getByRole('button', { name: 'Send application' }).click();

      await poll(() => toastsSeen(page)).toContain(CAREERS_TOAST);
      await poll(() => page.locator('.form-alert-success').textContent()).toContain(CAREERS_TOAST);
      const [row] = await queryRows<{ name: string; resume_kind: string; resume_label: string }>(
        server.services.database.db,
        sql`SELECT name, resume_kind, resume_label FROM career_applications ORDER BY id DESC LIMIT 1`,
      );
      expect(row).toEqual({ name: 'Rahul Varma', resume_kind: 'pdf', resume_label: 'rahul-varma.pdf' });
      const mail = (await server.get('/api/dev/outbox?to=hr@suvarna.example')).body.messages[0];
      expect(mail.subject).toBe('Job application: Rahul Varma for Diamond Grader');
      // The form is emptied for the next applicant.
      expect(await page.getByLabel('Full name').inputValue()).toBe('');
    });
  });

  it('names an executable renamed .pdf as the résumé problem, and stores nothing', async ({ server, browser }) => {
    await withShopper(browser, DESKTOP, async (_context, page) => {
      await open(server, page);
      const before = (
        await queryRows<{ n: number }>(
          server.services.database.db,
          sql`SELECT count(*)::int AS n FROM career_applications`,
        )
      )[0]!.n;
      await page.getByRole('button', { name: 'Apply for this position: Customer Care Executive' }).click();
      await page.getByLabel('Full name').fill('Test Person');
      await page.getByLabel('Email').fill('test.person@example.in');
      await page.getByLabel('Phone').fill('+917012345678');
      await page.getByLabel('Experience (years)').fill('1');
      const exe = Buffer.alloc(1024);
      exe.write('MZ', 0);
      await page.getByLabel('Résumé').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: exe });
      await page.getByRole('button', { name: 'Send application' }).click();
      await poll(() => page.locator('#careers-resume-error').textContent()).toMatch(/must be a PDF or Word document/);
      expect(await page.locator('#careers-resume').getAttribute('aria-invalid')).toBe('true');
      expect(
        (
          await queryRows<{ n: number }>(
            server.services.database.db,
            sql`SELECT count(*)::int AS n FROM career_applications`,
          )
        )[0]!.n,
      ).toBe(before);
    });
  });
});
