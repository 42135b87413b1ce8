import { describe, expect, it } from 'vitest';
import { reminderDue, type ReminderFacts } from './reminder-rule.ts';

// Started 2026-01-01: instalment 2 is due 2026-01-31, instalment 11 on 2026-10-28; matures 2026-11-27.
const plan = (over: Partial<ReminderFacts> = {}): ReminderFacts => ({
  status: 'active',
  startedOn: '2026-01-01',
  paidCount: 1,
  ...over,
});

describe('reminderDue', () => {
  it.each<[string, ReminderFacts, string, { n: number; dueOn: string } | null]>([
    ['four days before: not yet', plan(), '2026-01-27', null],
    ['three days before', plan(), '2026-01-28', { n: 2, dueOn: '2026-01-31' }],
    ['a missed day: one day before', plan(), '2026-01-30', { n: 2, dueOn: '2026-01-31' }],
    ['on the due day', plan(), '2026-01-31', { n: 2, dueOn: '2026-01-31' }],
    ['after the due day: no reminder', plan(), '2026-02-01', null],
    ['paid early: the next one is far off', plan({ paidCount: 2 }), '2026-01-29', null],
    ['the eleventh', plan({ paidCount: 10 }), '2026-10-25', { n: 11, dueOn: '2026-10-28' }],
    ['all paid', plan({ paidCount: 11 }), '2026-11-25', null],
    [
      'pending: the first is paid at enrolment',
      plan({ status: 'pending', startedOn: null, paidCount: 0 }),
      '2026-01-01',
      null,
    ],
    ['redeemed', plan({ status: 'redeemed', paidCount: 10 }), '2026-10-25', null],
    ['closed', plan({ status: 'closed' }), '2026-01-28', null],
    ['abandoned', plan({ status: 'abandoned', startedOn: null, paidCount: 0 }), '2026-01-28', null],
    ['matured by the calendar', plan({ paidCount: 10, startedOn: '2025-01-01' }), '2026-01-28', null],
  ])('%s', (_name, facts, today, expected) => {
    expect(reminderDue(facts, today)).toEqual(expected);
  });
});
