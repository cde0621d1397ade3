import ICAL from 'ical.js';

/** One event of a feed as a calendar app reads it: instants resolved through the feed's own VTIMEZONE. */
export interface ReadEvent {
  /** Its properties' names, upper case, in order: an injected line shows here. */
  properties: string[];
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
  /** The calendar's own properties' names, upper case, in order. */
  properties: string[];
  /** The blocks inside the calendar, in order ('vtimezone', 'vevent'). */
  components: string[];
  /** X-WR-CALNAME, as Google and Apple read it, and NAME (RFC 7986), unescaped. */
  name: string | null;
  nameProperty: string | null;
  timeZones: string[];
  events: ReadEvent[];
}

/** Properties whose values are TEXT (RFC 5545 §3.3.11), whatever parameters they carry. */
const TEXT_PROPERTY = /^(NAME|X-WR-CALNAME|UID|SUMMARY|DESCRIPTION)(;[^:"]*)?:/;
/** Control characters other than the tab, which RFC 5545 allows in no content line. */
const FORBIDDEN_CONTROL = /[^\P{Cc}\t]/u;
const MAX_LINE_OCTETS = 75;
const octets = new TextEncoder();

/**
 * A TEXT value unescaped, refusing what RFC 5545 refuses and lenient parsers let through: a
 * backslash before anything but '\\', ';', ',' or 'n', and an unescaped ';' or ','.
 */
export function unescapeText(raw: string): string {
  let text = '';
  for (let index = 0; index < raw.length; index++) {
    const character = raw.charAt(index);
    if (character === ';' || character === ',') throw new Error(`Unescaped '${character}' in the TEXT value ${JSON.stringify(raw)}`);
    if (character !== '\\') {
      text += character;
      continue;
    }
    const escaped = raw.charAt(++index);
    if (escaped === 'n' || escaped === 'N') text += '\n';
    else if (escaped === '\\' || escaped === ';' || escaped === ',') text += escaped;
    else throw new Error(`Bad escape '\\${escaped}' in the TEXT value ${JSON.stringify(raw)}`);
  }
  return text;
}

/**
 * The feed's content lines, unfolded, after the checks of RFC 5545 §3.1 that ical.js skips:
 * every line ends with CRLF (a bare CR or LF is not a line break), is at most 75 octets, holds
 * no control character but the tab, and a TEXT property's value is escaped as §3.3.11 says.
 */
export function strictContentLines(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('The last line does not end with CRLF');
  const lines: string[] = [];
  for (const [index, line] of text.slice(0, -2).split('\r\n').entries()) {
    if (/[\r\n]/.test(line)) throw new Error(`A bare CR or LF in line ${index + 1}: ${JSON.stringify(line)}`);
    if (FORBIDDEN_CONTROL.test(line)) throw new Error(`A control character in line ${index + 1}: ${JSON.stringify(line)}`);
    if (octets.encode(line).length > MAX_LINE_OCTETS) throw new Error(`Line ${index + 1} is over ${MAX_LINE_OCTETS} octets: ${JSON.stringify(line)}`);
    const folded = line.startsWith(' ') || line.startsWith('\t');
    if (folded && lines.length === 0) throw new Error('The feed starts with a folded line');
    if (folded) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  for (const line of lines) {
    const name = TEXT_PROPERTY.exec(line);
    if (name) unescapeText(line.slice(name[0].length));
  }
  return lines;
}

/** The lines of the calendar's own properties: those directly inside BEGIN:VCALENDAR. */
function calendarLevel(lines: readonly string[]): string[] {
  let depth = 0;
  return lines.filter((line) => {
    if (line.startsWith('BEGIN:')) depth++;
    else if (line.startsWith('END:')) depth--;
    else return depth === 1;
    return false;
  });
}

function textProperty(lines: readonly string[], name: string): string | null {
  const line = lines.find((candidate) => candidate.startsWith(`${name}:`));
  return line === undefined ? null : unescapeText(line.slice(name.length + 1));
}

/**
 * Parses an iCalendar feed strictly (strictContentLines, then ical.js, as a calendar app
 * would), resolving its VTIMEZONE blocks. Throws unless the text is exactly one VCALENDAR.
 */
export function readCalendarFeed(text: string): ReadFeed {
  const lines = strictContentLines(text);
  const parsed: unknown = ICAL.parse(text);
  if (!Array.isArray(parsed) || parsed[0] !== 'vcalendar') throw new Error('The feed is not exactly one VCALENDAR');
  const calendar = new ICAL.Component(parsed as unknown[]);
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
      properties: component.getAllProperties().map((property) => property.name.toUpperCase()),
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
  // ical.js leaves X- and RFC 7986 properties escaped: they are read from the checked lines.
  const calendarLines = calendarLevel(lines);
  return {
    properties: calendar.getAllProperties().map((property) => property.name.toUpperCase()),
    components: calendar.getAllSubcomponents().map((block) => block.name),
    name: textProperty(calendarLines, 'X-WR-CALNAME'),
    nameProperty: textProperty(calendarLines, 'NAME'),
    timeZones: [...byId.keys()],
    events,
  };
}
