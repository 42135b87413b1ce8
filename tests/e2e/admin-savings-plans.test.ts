// The savings plan desk in Chromium: support signs in, opens "Overdue", finds the member who is behind,
// opens the plan and reads its passbook (the paid instalment's receipt, the next one late). What each
// call answers is tests/api/admin-savings-plans.test.ts's; here, what the pages show.
import { describe, expect } from 'vitest';
import { formatINR } from '../../domain/money/inr.ts';
import { staffSignIn } from '../support/admin-browser.ts';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable } from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { backdatePlan, memberWithPlan } from '../support/savings.ts';
import { createStaff } from '../support/staff.ts';

const it = storeTest({ seedProducts: 5 });

describe.skipIf(!browserAvailable)('the savings plan desk', () => {
  it('filters the overdue plans, opens one and shows its passbook', async ({ server, page }) => {
    const behind = await memberWithPlan(server, 7_000);
    await backdatePlan(server, behind.planId, 45); // instalment 2 was due 15 days ago
    const onTime = await memberWithPlan(server, 2_000);
    const member = await createStaff(server, 'support');
    await staffSignIn(server, page, member.email, '/admin/savings-plans');
    // The search box shows its whole hint (it was cut to "Plan id, mobile, email or").
    const hintFits = await page.getByRole('searchbox', { name: 'Search' }).evaluate((box: HTMLInputElement) => {
      const style = getComputedStyle(box);
      const pen = document.createElement('canvas').getContext('2d')!;
      pen.font = style.font;
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return pen.measureText(box.placeholder).width <= room;
    });
    expect(hintFits).toBe(true);

    await page.getByRole('link', { name: /^Overdue \d+/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('due')).toBe('overdue');
    const table = page.getByRole('table', { name: 'Savings plans' });
    await table.getByRole('link', { name: behind.planId }).waitFor();
    expect(await table.getByRole('link', { name: onTime.planId }).count()).toBe(0);
    expect(await table.textContent()).toContain('15 days late');
    expect(await axeViolations(page)).toEqual([]);

    await table.getByRole('link', { name: behind.planId }).click();
    await page.getByRole('heading', { name: new RegExp(`Savings plan ${behind.planId}`) }).waitFor();
    const passbook = page.getByRole('table', { name: 'Passbook' });
    const first = await passbook.getByRole('row').nth(1).textContent();
    expect(first).toContain(`${behind.planId}-01`);
    expect(first).toContain(formatINR(7_000));
    expect(await passbook.getByRole('row').nth(2).textContent()).toContain('Not paid');
    expect(await page.getByText('(15 days late)').count()).toBe(1);
    expect(await page.getByText(behind.person.email).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
