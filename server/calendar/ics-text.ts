/**
 * Text from the database on its way into the feed. iCalendar ends a line at CRLF and gives
 * ';', ',' and '\' meanings of their own (RFC 5545 §3.1, §3.3.11), so a household or recipe
 * name carrying them could close the event, or the calendar, and write lines of its own.
 */

/** Control characters (C0, DEL and C1): RFC 5545 text allows none but the tab, and the names the feed shows are single lines. */
const CONTROL_CHARACTERS = /\p{Cc}/gu;

export function withoutControls(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/** Multi-line text (a description) keeps its line breaks, which ical-generator escapes; every other control goes. */
export function withoutControlsButLineBreaks(text: string): string {
  return text.split(/\r\n|\r|\n/).map(withoutControls).join('\n');
}

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n,
 * other controls dropped. ical-generator escapes SUMMARY and DESCRIPTION itself but writes
 * NAME, X-WR-CALNAME and UID as given; folding it does for the whole output.
 */
export function icsText(text: string): string {
  return withoutControlsButLineBreaks(text)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n');
}
