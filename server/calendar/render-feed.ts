import { TZDate } from '@date-fns/tz';
import { addDays, addMinutes } from 'date-fns';
import ical from 'ical-generator';
import { parseCalendarDate } from '@domain/shared/calendar-date.ts';
import { CALENDAR_TIME_ZONE, MEAL_DURATION_MINUTES, type FeedEvent } from './feed-events.ts';
import { icsText, withoutControls, withoutControlsButLineBreaks } from './ics-text.ts';

/**
 * Europe/Paris as a VTIMEZONE block: the EU's summer time rule (last Sunday of March to last
 * Sunday of October, at 01:00 UTC), unchanged since 1996. Written here rather than taken from
 * a time zone package: the product has this one zone, and the packages ship hundreds of files
 * (2 MB) for it, generated from the same rule.
 */
export const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

function timeZoneBlock(zone: string): string | null {
  return zone === CALENDAR_TIME_ZONE ? PARIS_VTIMEZONE : null;
}

/** The planner day at midnight in Paris; TZDate, so ical-generator writes Paris' wall clock whatever the server's zone. */
function parisDay(day: string): TZDate {
  const date = parseCalendarDate(day);
  if (!date) throw new Error(`Not a planner day: ${day}`);
  return new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), CALENDAR_TIME_ZONE);
}

/**
 * The feed as iCalendar text. Timed meals carry TZID=Europe/Paris with its VTIMEZONE, so every
 * calendar app shows them at the household's time wherever it is; meals without a type are
 * all-day events (DATE values, no zone).
 *
 * No text reaches a line as given: ical-generator escapes the summary, description and address
 * but writes the name and the UIDs raw, so those are escaped here, and every text loses the
 * control characters it has no escape for. It folds lines at 75 octets itself.
 */
export function renderFeed({ name, events }: { name: string; events: readonly FeedEvent[] }): string {
  // name null: a calendar-wide zone would make ical-generator write DTSTAMP in local time; the
  // events name theirs, and X-WR-TIMEZONE tells the apps that read it.
  const calendar = ical({ name: icsText(withoutControls(name)), prodId: { company: 'Nioo', product: 'Planning des repas', language: 'FR' }, timezone: { name: null, generator: timeZoneBlock } });
  calendar.x('X-WR-TIMEZONE', CALENDAR_TIME_ZONE);
  // Calendar apps read this as how often to fetch again; Google and Apple choose their own pace anyway.
  calendar.ttl(60 * 60);
  for (const event of events) {
    const day = parisDay(event.date);
    const timed = event.time !== null;
    const start = event.time ? new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), event.time.hour, event.time.minute, CALENDAR_TIME_ZONE) : day;
    calendar.createEvent({
      id: icsText(withoutControls(event.uid)),
      summary: withoutControls(event.summary),
      description: withoutControlsButLineBreaks(event.description),
      url: withoutControls(event.url),
      start,
      end: timed ? addMinutes(start, MEAL_DURATION_MINUTES) : addDays(day, 1),
      allDay: !timed,
      // An all-day meal needs the zone too: its day is written from Paris' date, not UTC's.
      timezone: CALENDAR_TIME_ZONE,
      // Stable when nothing changed, so the feed (and its ETag) stays the same between fetches.
      stamp: event.stamp ?? day,
      ...(event.stamp ? { lastModified: event.stamp } : {}),
    });
  }
  // Every content line ends with CRLF, the last one included (RFC 5545 §3.1).
  return `${calendar.toString()}\r\n`;
}
