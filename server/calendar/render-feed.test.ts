import { afterEach, describe, expect, it } from 'vitest';
import { readCalendarFeed } from '../../tests/support/read-calendar-feed.ts';
import type { FeedEvent } from './feed-events.ts';
import { renderFeed } from './render-feed.ts';

function event(overrides: Partial<FeedEvent> = {}): FeedEvent {
  return {
    uid: 'entry-1@app.nioo.test',
    summary: 'Gratin dauphinois (4 portions)',
    description: 'https://app.nioo.test/recipes/gratin\n\nIngrédients pour 4 portions :\n- Crème : 2 c. à s.',
    url: 'https://app.nioo.test/recipes/gratin',
    date: '2026-07-14',
    time: { hour: 19, minute: 30 },
    stamp: new Date('2026-07-01T08:00:00Z'),
    ...overrides,
  };
}

const initialZone = process.env.TZ;
afterEach(() => {
  if (initialZone === undefined) delete process.env.TZ;
  else process.env.TZ = initialZone;
});

describe('renderFeed', () => {
  it('names the calendar and carries the Paris time zone as a VTIMEZONE block', () => {
    const text = renderFeed({ name: 'Nioo — Famille Demo', events: [event()] });
    const feed = readCalendarFeed(text);
    expect(feed.name).toBe('Nioo — Famille Demo');
    expect(feed.timeZones).toEqual(['Europe/Paris']);
    expect(text).toContain('X-WR-TIMEZONE:Europe/Paris');
  });

  it('places timed meals at their Paris time, summer and winter alike', () => {
    const feed = readCalendarFeed(
      renderFeed({
        name: 'Nioo',
        events: [event({ uid: 'summer' }), event({ uid: 'winter', date: '2026-01-14', time: { hour: 8, minute: 0 } })],
      }),
    );
    expect(feed.events.map(({ uid, timeZone, startText, start, end }) => ({ uid, timeZone, startText, start, end }))).toEqual([
      { uid: 'summer', timeZone: 'Europe/Paris', startText: '2026-07-14T19:30:00', start: '2026-07-14T17:30:00.000Z', end: '2026-07-14T18:30:00.000Z' },
      { uid: 'winter', timeZone: 'Europe/Paris', startText: '2026-01-14T08:00:00', start: '2026-01-14T07:00:00.000Z', end: '2026-01-14T08:00:00.000Z' },
    ]);
  });

  it('writes meals without a type as all-day events of their day', () => {
    const [allDay] = readCalendarFeed(renderFeed({ name: 'Nioo', events: [event({ time: null })] })).events;
    expect(allDay).toMatchObject({ allDay: true, timeZone: null, startText: '2026-07-14', endText: '2026-07-15' });
  });

  it("keeps the summary, description, address and UID as written, commas and accents included", () => {
    const [read] = readCalendarFeed(renderFeed({ name: 'Nioo', events: [event({ summary: 'Pâtes, sauce; tomate (2 portions)' })] })).events;
    expect(read).toMatchObject({
      uid: 'entry-1@app.nioo.test',
      summary: 'Pâtes, sauce; tomate (2 portions)',
      description: event().description,
      url: 'https://app.nioo.test/recipes/gratin',
    });
  });

  it("writes the same feed whatever the server's own time zone", () => {
    const events = [event(), event({ uid: 'b', time: null, date: '2026-03-29' }), event({ uid: 'c', date: '2026-10-25', time: { hour: 12, minute: 30 } })];
    process.env.TZ = 'Pacific/Kiritimati';
    const east = renderFeed({ name: 'Nioo', events });
    process.env.TZ = 'America/Los_Angeles';
    const west = renderFeed({ name: 'Nioo', events });
    expect(east).toBe(west);
    expect(readCalendarFeed(west).events.map((read) => read.startText)).toEqual(['2026-07-14T19:30:00', '2026-03-29', '2026-10-25T12:30:00']);
  });

  it('is the same text for the same meals, so its ETag only moves when they change', () => {
    expect(renderFeed({ name: 'Nioo', events: [event({ stamp: null })] })).toBe(renderFeed({ name: 'Nioo', events: [event({ stamp: null })] }));
  });
});
