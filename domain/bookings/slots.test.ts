import { describe, expect, it } from 'vitest';
import {
  BOOKING_HORIZON_DAYS,
  checkSlot,
  dayLabel,
  HOME_VISIT_PLAN,
  indiaToday,
  lastBookableDay,
  openSlots,
  slotLabel,
  slotStart,
  SLOT_TEXTS,
  STORE_VISIT_PLAN,
} from './slots.ts';

// 25 Nov 2026, 10:15 am in India (04:45 UTC).
const NOW = new Date('2026-11-25T04:45:00Z');

describe('India time', () => {
  it('knows the day in India, not in UTC', () => {
    expect(indiaToday(new Date('2026-11-25T19:00:00Z'))).toBe('2026-11-26'); // 00:30 am on the 26th in India
    expect(indiaToday(new Date('2026-11-25T18:00:00Z'))).toBe('2026-11-25'); // 11:30 pm on the 25th
  });

  it('places a slot at its India instant and refuses days that do not exist', () => {
    expect(slotStart('2026-12-01', '10:00')!.toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(slotStart('2026-02-29', '10:00')).toBeNull();
    expect(slotStart('2026-13-01', '10:00')).toBeNull();
    expect(slotStart('01-12-2026', '10:00')).toBeNull();
    expect(slotStart('2026-12-01', '25:00')).toBeNull();
  });

  it(`books up to ${BOOKING_HORIZON_DAYS} days ahead`, () => {
    expect(lastBookableDay(NOW)).toBe('2027-01-24');
  });
});

describe('checkSlot', () => {
  it.each([
    // plan, date, slot, expected
    [STORE_VISIT_PLAN, '2026-11-25', '12:00', true, null],
    [STORE_VISIT_PLAN, '2026-11-25', '11:15', false, ['slot', SLOT_TEXTS.slot]],
    [STORE_VISIT_PLAN, '2026-11-25', '11:00', false, ['slot', SLOT_TEXTS.past]], // 45 minutes ahead: under the hour's lead
    [STORE_VISIT_PLAN, '2026-11-25', '09:00', false, ['slot', SLOT_TEXTS.past]],
    [STORE_VISIT_PLAN, '2026-11-24', '15:00', false, ['date', SLOT_TEXTS.past]],
    [STORE_VISIT_PLAN, '2026-11-25', '19:00', false, ['slot', SLOT_TEXTS.slot]], // the store closes at 7 pm
    [STORE_VISIT_PLAN, '2026-11-25', '08:00', false, ['slot', SLOT_TEXTS.slot]],
    [STORE_VISIT_PLAN, '2026-11-26', '09:00', true, null],
    [STORE_VISIT_PLAN, '2026-11-26', '18:00', true, null],
    [STORE_VISIT_PLAN, '2027-01-24', '18:00', true, null],
    [STORE_VISIT_PLAN, '2027-01-25', '09:00', false, ['date', SLOT_TEXTS.tooFar]],
    [STORE_VISIT_PLAN, '2026-02-30', '10:00', false, ['date', SLOT_TEXTS.date]],
    [STORE_VISIT_PLAN, 'tomorrow', '10:00', false, ['date', SLOT_TEXTS.date]],
    [HOME_VISIT_PLAN, '2026-11-25', '16:00', false, ['slot', SLOT_TEXTS.past]], // a day ahead at least
    [HOME_VISIT_PLAN, '2026-11-26', '10:00', false, ['slot', SLOT_TEXTS.past]], // 23 h 45 min ahead
    [HOME_VISIT_PLAN, '2026-11-26', '12:00', true, null],
    [HOME_VISIT_PLAN, '2026-11-26', '11:00', false, ['slot', SLOT_TEXTS.slot]],
  ] as const)('%#: %s %s', (plan, date, slot, ok, problem) => {
    const checked = checkSlot(plan, date, slot, NOW);
    expect(checked.ok).toBe(ok);
    if (!checked.ok) expect([checked.field, checked.message]).toEqual(problem);
    else expect(checked.startsAt.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('offers only the slots still open on a day', () => {
    expect(openSlots(STORE_VISIT_PLAN, '2026-11-25', NOW)).toEqual([
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    expect(openSlots(STORE_VISIT_PLAN, '2026-11-26', NOW)).toEqual(STORE_VISIT_PLAN.slots);
    expect(openSlots(HOME_VISIT_PLAN, '2026-11-25', NOW)).toEqual([]);
  });

  it('labels slots and days as people read them', () => {
    expect(slotLabel(STORE_VISIT_PLAN, '09:00')).toBe('9:00 am – 10:00 am');
    expect(slotLabel(STORE_VISIT_PLAN, '12:00')).toBe('12:00 pm – 1:00 pm');
    expect(slotLabel(HOME_VISIT_PLAN, '16:00')).toBe('4:00 pm – 6:00 pm');
    expect(dayLabel('2026-12-01')).toBe('Tuesday, 1 December 2026');
  });
});
