// Event dates and times as editors write them (dd/mm/yyyy, '10 juin 2025', ranges, ISO; 09h30, 14:00, 2:00 pm).
import { format } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import { withFrenchFirstOfMonth } from '@/lib/i18n/french-dates';
import { longDatePatterns } from './date-patterns';
import type { Locale } from '@/lib/i18n/routing';
import { foldAccents } from '@/lib/text/fold-accents';

/** A calendar day, with no time zone: what the editor meant. */
export type CalendarDay = { year: number; month: number; day: number };
export type DateRange = { start: CalendarDay; end: CalendarDay };
export type WallTime = { hour: number; minute: number };

const frenchMonths: Record<string, number> = {
  janvier: 1, fevrier: 2, mars: 3, avril: 4, mai: 5, juin: 6,
  juillet: 7, aout: 8, septembre: 9, octobre: 10, novembre: 11, decembre: 12,
};

function monthOf(name: string | undefined): number | undefined {
  return name === undefined ? undefined : frenchMonths[name];
}

function fold(text: string): string {
  return foldAccents(text).toLowerCase().trim();
}

function validDay(year: number, month: number, day: number): CalendarDay | null {
  if (!Number.isInteger(year) || year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function range(start: CalendarDay | null, end: CalendarDay | null): DateRange | null {
  if (!start || !end || compareDays(start, end) > 0) return null;
  return { start, end };
}

const dayNumber = '(\\d{1,2})(?:er)?';
const monthName = '([a-z]+)';
const separator = '\\s*(?:-|–|—|au|to)\\s*';

function parseSingle(text: string): CalendarDay | null {
  let match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) return validDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{4})-(\d{2})-(\d{2})(?:[t ][\d:.]+(?:z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (match) return validDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = new RegExp(`^(?:[a-z]+\\s+)?${dayNumber}\\s+${monthName}\\s+(\\d{4})$`).exec(text);
  const month = monthOf(match?.[2]);
  if (match && month) return validDay(Number(match[3]), month, Number(match[1]));
  return null;
}

/** One day as an editor writes it (dd/mm/yyyy, ISO, '10 juin 2025'), or null when it is not a real day. */
export function parseCalendarDay(text: string): CalendarDay | null {
  return parseSingle(fold(text).replace(/\s+/g, ' '));
}

/** The day or days of an event, or null when the text is missing or not a date. */
export function parseEventDate(text: string | undefined | null): DateRange | null {
  if (!text) return null;
  const value = fold(text).replace(/\s+/g, ' ');
  if (!value) return null;
  const single = parseSingle(value);
  if (single) return { start: single, end: single };
  // '10-12 juin 2025'
  let match = new RegExp(`^${dayNumber}${separator}${dayNumber}\\s+${monthName}\\s+(\\d{4})$`).exec(value);
  const month = monthOf(match?.[3]);
  if (match && month) {
    const year = Number(match[4]);
    return range(validDay(year, month, Number(match[1])), validDay(year, month, Number(match[2])));
  }
  // '30 juin - 2 juillet 2025'
  match = new RegExp(`^${dayNumber}\\s+${monthName}${separator}${dayNumber}\\s+${monthName}\\s+(\\d{4})$`).exec(value);
  const [startMonth, endMonth] = [monthOf(match?.[2]), monthOf(match?.[4])];
  if (match && startMonth && endMonth) {
    const year = Number(match[5]);
    return range(validDay(year, startMonth, Number(match[1])), validDay(year, endMonth, Number(match[3])));
  }
  // Two complete dates in any accepted form: '10/06/2025 - 12/06/2025'.
  const [first, second, ...others] = value.split(/\s+(?:-|–|—|au|to)\s+/);
  if (first && second && others.length === 0) return range(parseSingle(first), parseSingle(second));
  return null;
}

/** A wall-clock time, or null: '09h30', '9h', '14:00', '2:00 pm', '2 PM', '12:15 am'. */
export function parseEventTime(text: string | undefined | null): WallTime | null {
  if (!text) return null;
  const value = text.trim().toLowerCase().replace(/\./g, '');
  const match = /^(\d{1,2})\s*(?:(?:h|:)\s*(\d{2})?)?\s*(am|pm)?$/.exec(value);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = match[2] ? Number(match[2]) : 0;
  const meridiem = match[3];
  if (!match[2] && !meridiem && !/h$/.test(value)) return null;
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hour > 23) return null;
  return { hour, minute };
}

export function toIsoDay({ year, month, day }: CalendarDay): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function toLocalDate({ year, month, day }: CalendarDay): Date {
  return new Date(year, month - 1, day);
}

const dateFnsLocales = { fr, en: enUS } as const;

/** The long date shown on cards and pages: 'mardi 10 juin 2025', '10 juin 2025 – 12 juin 2025'. */
export function formatEventDate(dateRange: DateRange | null, locale: Locale, unavailable: string): string {
  if (!dateRange) return unavailable;
  const written = (day: CalendarDay, pattern: string) => withFrenchFirstOfMonth(format(toLocalDate(day), pattern, { locale: dateFnsLocales[locale] }), locale);
  const patterns = longDatePatterns[locale];
  if (compareDays(dateRange.start, dateRange.end) === 0) return written(dateRange.start, patterns.withWeekday);
  return `${written(dateRange.start, patterns.plain)} – ${written(dateRange.end, patterns.plain)}`;
}

/** French writes '9 h 30' and '18 h', held together by no-break spaces, as the contact page's hours; English '9:30 AM'. */
function formatWallTime({ hour, minute }: WallTime, locale: Locale): string {
  if (locale === 'en') return format(new Date(2000, 0, 1, hour, minute), 'h:mm a', { locale: dateFnsLocales.en });
  return minute === 0 ? `${hour}\u00a0h` : `${hour}\u00a0h\u00a0${String(minute).padStart(2, '0')}`;
}

/** '9 h 30 – 18 h', '9:30 AM – 6:00 PM', or the start alone, or null when no start time parses. */
export function formatTimeRange(start: string | undefined, end: string | undefined, locale: Locale): string | null {
  const from = parseEventTime(start);
  if (!from) return null;
  const to = parseEventTime(end);
  return to ? `${formatWallTime(from, locale)} – ${formatWallTime(to, locale)}` : formatWallTime(from, locale);
}
