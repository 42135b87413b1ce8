// A showroom's week: opening and closing times per day, as the locator's table, the pick-up line and
// schema.org's openingHoursSpecification read them. Times are 24-hour 'HH:MM', India time.

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface DayHours {
  day: WeekDay;
  opens: string;
  closes: string;
}

/** '09:00' → '9:00 am', '19:00' → '7:00 pm', '12:30' → '12:30 pm' (the spec writes '9:00 am to 7:00 pm'). */
export function clockText(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`not an HH:MM time: ${time}`);
  const hours = Number(match[1]);
  if (hours > 23 || Number(match[2]) > 59) throw new RangeError(`not an HH:MM time: ${time}`);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${hours < 12 ? 'am' : 'pm'}`;
}

export const hoursText = (h: Pick<DayHours, 'opens' | 'closes'>) => `${clockText(h.opens)} to ${clockText(h.closes)}`;

const short = (day: WeekDay) => day.slice(0, 3);

/**
 * The week in one line: runs of days with the same hours joined, e.g. 'Mon to Sat 9:00 am to 7:00 pm;
 * Sun 10:00 am to 6:00 pm', or '9:00 am to 7:00 pm, every day' when all seven agree.
 */
export function weekSummary(week: readonly DayHours[]): string {
  if (week.length === 7 && week.every((d) => d.opens === week[0]!.opens && d.closes === week[0]!.closes))
    return `${hoursText(week[0]!)}, every day`;
  const runs: { from: WeekDay; to: WeekDay; hours: string }[] = [];
  for (const d of week) {
    const last = runs.at(-1);
    const hours = hoursText(d);
    const follows = last && WEEK_DAYS.indexOf(d.day) === WEEK_DAYS.indexOf(last.to) + 1;
    if (last && follows && last.hours === hours) last.to = d.day;
    else runs.push({ from: d.day, to: d.day, hours });
  }
  return runs
    .map((r) => `${r.from === r.to ? short(r.from) : `${short(r.from)} to ${short(r.to)}`} ${r.hours}`)
    .join('; ');
}
