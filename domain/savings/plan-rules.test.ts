import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  ageProblems,
  daysBetween,
  dueOn,
  giftLostOn,
  isCalendarDay,
  monthlyAmountProblem,
  passbookOn,
  planStatusOn,
  type PaidInstalment,
  type PlanFacts,
} from './plan-rules.ts';
import { planIdFromBytes, PLAN_ID_PATTERN, receiptNumber } from './plan-id.ts';

const START = '2026-01-10';
/** Instalments 1..count, each paid `lateBy(n)` days after its due day. */
function paidInOrder(count: number, amount = 5_000, lateBy: (n: number) => number = () => 0): PaidInstalment[] {
  return Array.from({ length: count }, (_, i) => ({
    n: i + 1,
    paidOn: addDays(dueOn(START, i + 1), lateBy(i + 1)),
    amount,
    receiptNo: `R${i + 1}`,
  }));
}
const plan = (paid: PaidInstalment[], over: Partial<PlanFacts> = {}): PlanFacts => ({
  status: 'active',
  monthlyAmount: 5_000,
  startedOn: START,
  paid,
  ...over,
});

describe('monthlyAmountProblem', () => {
  it.each<[number, string | null]>([
    [1_000, null],
    [5_000, null],
    [10_00_000, null],
    [999, 'at least ₹1,000'],
    [0, 'at least ₹1,000'],
    [-1_000, 'at least ₹1,000'],
    [1_500, 'a multiple of ₹1,000, such as ₹2,000'],
    [25_001, 'a multiple of ₹1,000, such as ₹26,000'],
    [1_000.5, 'at least ₹1,000'],
    [11_00_000, 'please enrol at a store'],
  ])('%d → %s', (amount, problem) => {
    const found = monthlyAmountProblem(amount);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});

describe('ages', () => {
  it.each<[string, string, number]>([
    ['2008-11-27', '2026-11-27', 18],
    ['2008-11-28', '2026-11-27', 17],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
    ['1990-12-31', '2026-01-01', 35],
  ])('born %s is %d on %s', (born, today, age) => expect(ageOn(born, today)).toBe(age));

  it.each<[string, number, string[]]>([
    ['1990-05-01', 30, []],
    ['2008-11-27', 18, []],
    ['2008-11-28', 18, ['date_of_birth']],
    ['1990-05-01', 17, ['nominee.age']],
    ['2010-01-01', 5, ['date_of_birth', 'nominee.age']],
    ['2027-01-01', 40, ['date_of_birth']],
  ])('born %s with a nominee of %d: problems %j', (born, nomineeAge, fields) => {
    const problems = ageProblems({ dateOfBirth: born, nomineeAge }, '2026-11-27');
    expect(Object.keys(problems ?? {}).sort()).toEqual(fields.sort());
  });
});

describe('calendar days', () => {
  it.each<[string, boolean]>([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-1-1', false],
  ])('%s is a day: %s', (day, real) => expect(isCalendarDay(day)).toBe(real));

  it('counts and adds days across months and years', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(daysBetween('2026-12-20', '2027-01-19')).toBe(30);
    expect(daysBetween('2027-01-19', '2026-12-20')).toBe(-30);
  });
});

describe('the schedule', () => {
  it('dues every 30 days from the first payment, 11 in all', () => {
    const book = passbookOn(plan(paidInOrder(1)), START);
    expect(book.instalments.map((i) => i.due_on)).toEqual(Array.from({ length: 11 }, (_, i) => addDays(START, 30 * i)));
    expect(book.matures_on).toBe(addDays(START, 330));
    expect(book.closes_on).toBe(addDays(START, 360));
  });

  it.each<[number, string]>([
    [0, 'active'],
    [329, 'active'],
    [330, 'matured'],
    [359, 'matured'],
    [360, 'closed'],
  ])('on day %d the plan is %s', (day, status) => {
    expect(planStatusOn({ status: 'active', startedOn: START }, addDays(START, day))).toBe(status);
  });

  it('keeps a pending, redeemed or closed plan as it is stored', () => {
    expect(planStatusOn({ status: 'pending', startedOn: null }, START)).toBe('pending');
    expect(planStatusOn({ status: 'redeemed', startedOn: START }, START)).toBe('redeemed');
  });

  it('a pending plan shows its first instalment due today and nothing else dated', () => {
    const book = passbookOn(plan([], { status: 'pending', startedOn: null }), '2026-11-27');
    expect(book.instalments[0]).toMatchObject({ n: 1, due_on: '2026-11-27', paid_on: null, receipt_no: null });
    expect(book.instalments[1]!.due_on).toBeNull();
    expect(book).toMatchObject({ status: 'pending', saved: 0, next: null, matures_on: null });
  });
});

describe('the next instalment', () => {
  it.each<[number, boolean, number]>([
    [0, false, 0], // the day of the first payment: instalment 2 is 30 days away
    [24, false, 0],
    [25, true, 0], // 5 days before its due day
    [30, true, 0],
    [45, true, 15],
  ])('on day %d instalment 2 is payable: %s, %d days late', (day, payable, late) => {
    const next = passbookOn(plan(paidInOrder(1)), addDays(START, day)).next!;
    expect(next).toMatchObject({ n: 2, due_on: addDays(START, 30), payable, days_late: late });
  });

  it('is none once all 11 are paid, or once the plan matured', () => {
    expect(passbookOn(plan(paidInOrder(11)), addDays(START, 300)).next).toBeNull();
    expect(passbookOn(plan(paidInOrder(9)), addDays(START, 330)).next).toBeNull();
  });
});

describe('the gift and what the plan buys', () => {
  it('adds 70% of the first instalment once all 11 are paid on time', () => {
    const book = passbookOn(plan(paidInOrder(11)), addDays(START, 330));
    expect(book).toMatchObject({ saved: 55_000, gift_earned: 3_500, gift_lost: false, redemption_value: 58_500 });
  });

  it('earns nothing with 10 paid', () => {
    const book = passbookOn(plan(paidInOrder(10)), addDays(START, 330));
    expect(book).toMatchObject({ saved: 50_000, gift_earned: 0, redemption_value: 50_000 });
  });

  it.each<[string, (n: number) => number, boolean]>([
    ['all on the due day', () => 0, false],
    ['each a little early', () => -3, false],
    ['one paid 60 days late (2 instalments behind)', (n) => (n === 4 ? 60 : n > 4 ? 60 : 0), false],
    ['one paid 61 days late (more than 2 behind)', (n) => (n === 4 ? 61 : n > 4 ? 61 : 0), true],
  ])('%s: gift lost %s', (_name, lateBy, lost) => {
    // Later instalments follow the late one within its delay, so payment stays in order.
    const book = passbookOn(plan(paidInOrder(11, 5_000, lateBy)), addDays(START, 400));
    expect(book.gift_lost).toBe(lost);
  });

  it('loses the gift when an unpaid instalment is more than 60 days overdue today', () => {
    const facts = plan(paidInOrder(3));
    expect(giftLostOn(facts, addDays(dueOn(START, 4), 60))).toBe(false);
    expect(giftLostOn(facts, addDays(dueOn(START, 4), 61))).toBe(true);
  });

  it('a closed plan keeps what was paid without the gift', () => {
    const book = passbookOn(plan(paidInOrder(11)), addDays(START, 360));
    expect(book).toMatchObject({ status: 'closed', saved: 55_000, gift_earned: 0, redemption_value: 55_000 });
  });

  it('rounds the gift to the rupee', () => {
    const book = passbookOn(plan(paidInOrder(11, 3_000), { monthlyAmount: 3_000 }), addDays(START, 330));
    expect(book.gift_earned).toBe(2_100);
  });
});

describe('plan ids and receipts', () => {
  it('are shaped and unique by construction', () => {
    const id = planIdFromBytes(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(id).toMatch(PLAN_ID_PATTERN);
    expect(planIdFromBytes(new Uint8Array(8).fill(255))).toMatch(PLAN_ID_PATTERN);
    expect(receiptNumber(id, 3)).toBe(`${id}-03`);
    expect(receiptNumber(id, 11)).toBe(`${id}-11`);
  });
});
