import ICAL from 'ical.js';

/** One event of a feed as a calendar app reads it: instants resolved through the feed's own VTIMEZONE. */
export interface ReadEvent {
  uid: string;
  summary: string;
  description: string;
  url: string | null;
  /** The TZID the start names; null for an all-day event. */
  timeZone: string | null;
  allDay: boolean;
  /** yyyy-MM-dd of an all-day event's start; for a timed one, its wall clock as written. */
  startText: string;
  endText: string | null;
  /** The instants, for timed events only (UTC, ISO). */
  start: string | null;
  end: string | null;
}

export interface ReadFeed {
  name: string | null;
  timeZones: string[];
  events: ReadEvent[];
}

/** Parses an iCalendar feed with ical.js, as a calendar app would, resolving its VTIMEZONE blocks. */
export function readCalendarFeed(text: string): ReadFeed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timeZones = calendar.getAllSubcomponents('vtimezone').map((block) => new ICAL.Timezone(block));
  const byId = new Map(timeZones.map((zone) => [zone.tzid, zone]));
  const events = calendar.getAllSubcomponents('vevent').map((component): ReadEvent => {
    const event = new ICAL.Event(component);
    const zoneId = event.startDate.isDate ? null : String(component.getFirstProperty('dtstart')?.getParameter('tzid') ?? '') || null;
    const zone = zoneId ? byId.get(zoneId) : undefined;
    const instant = (time: ICAL.Time | null) => {
      if (!time || time.isDate || !zone) return null;
      return time.convertToZone(ICAL.Timezone.utcTimezone).toJSDate().toISOString();
    };
    if (zone) {
      event.startDate.zone = zone;
      if (event.endDate) event.endDate.zone = zone;
    }
    const url = component.getFirstPropertyValue('url');
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: typeof url === 'string' ? url : null,
      timeZone: zoneId,
      allDay: event.startDate.isDate,
      startText: event.startDate.toString(),
      endText: event.endDate ? event.endDate.toString() : null,
      start: instant(event.startDate),
      end: instant(event.endDate),
    };
  });
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { name: typeof name === 'string' ? name : null, timeZones: [...byId.keys()], events };
}
