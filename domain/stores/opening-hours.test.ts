import { describe, expect, it } from 'vitest';
import { clockText, hoursText, weekSummary, WEEK_DAYS, type DayHours } from './opening-hours.ts';

describe('clockText', () => {
  it.each([
    ['09:00', '9:00 am'],
    ['19:00', '7:00 pm'],
    ['00:15', '12:15 am'],
    ['12:30', '12:30 pm'],
    ['23:59', '11:59 pm'],
  ])('%s → %s', (time, text) => expect(clockText(time)).toBe(text));

  it.each(['9:00', '24:00', '12:60', 'noon', ''])('refuses %j', (time) =>
    expect(() => clockText(time)).toThrow(RangeError),
  );
});

const week = (hours: (d: (typeof WEEK_DAYS)[number]) => [string, string]): DayHours[] =>
  WEEK_DAYS.map((day) => {
    const [opens, closes] = hours(day);
    return { day, opens, closes };
  });

describe('weekSummary', () => {
  it("says 'every day' when all seven agree (the spec's helpdesk line)", () => {
    expect(weekSummary(week(() => ['09:00', '19:00']))).toBe('9:00 am to 7:00 pm, every day');
    expect(hoursText({ opens: '09:00', closes: '19:00' })).toBe('9:00 am to 7:00 pm');
  });

  it('joins runs of days with the same hours', () => {
    expect(weekSummary(week((d) => (d === 'Sunday' ? ['10:00', '18:00'] : ['09:00', '19:00'])))).toBe(
      'Mon to Sat 9:00 am to 7:00 pm; Sun 10:00 am to 6:00 pm',
    );
    expect(weekSummary(week((d) => (d === 'Wednesday' ? ['11:00', '19:00'] : ['09:00', '19:00'])))).toBe(
      'Mon to Tue 9:00 am to 7:00 pm; Wed 11:00 am to 7:00 pm; Thu to Sun 9:00 am to 7:00 pm',
    );
  });

  it('does not join days that are not neighbours', () => {
    const gappy: DayHours[] = [
      { day: 'Monday', opens: '09:00', closes: '19:00' },
      { day: 'Wednesday', opens: '09:00', closes: '19:00' },
    ];
    expect(weekSummary(gappy)).toBe('Mon 9:00 am to 7:00 pm; Wed 9:00 am to 7:00 pm');
  });
});
