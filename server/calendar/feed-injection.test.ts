import { describe, expect, it } from 'vitest';
import type { MealEntry } from '@domain/planner/meal-entry.ts';
import { recipeSchema, type Recipe } from '@domain/recipes/recipe.ts';
import { readCalendarFeed } from '../../tests/support/read-calendar-feed.ts';
import { calendarName, feedEvents } from './feed-events.ts';
import { renderFeed } from './render-feed.ts';

// Whatever a member writes into a household name, a recipe, its ingredients or a meal entry's
// id, the feed stays one calendar with the household's meals and nothing else: read back by a
// parser stricter than calendar apps, every value comes back as written, without its control
// characters, and no line of its own gets in.

const ORG = 'org-1';
const ORIGIN = 'https://app.nioo.test';

const controls = (text: string) => text.replace(/\p{Cc}/gu, '');

/** Over 200 characters on one line, accents and an emoji astride the 75-octet folds. */
const LONG = 'Crème brûlée à la vanille 🍮, caramel; beurre\\sel '.repeat(5);

const householdName = `Cal\r\nEND:VCALENDAR\r\nX-EVIL:1\r\nBEGIN:VCALENDAR, a; b\\c\rCR\nLF ${LONG}`;
const recipeName = `Gratin, dauphinois; au four\\ 4\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\r\nX-EVIL:2\rCR\nLF\u0000\u0007\u007f\u0085 ${LONG}`;
const ingredientName = `Lait\r\nX-EVIL:3; entier, frais\\ ${LONG}`;

// Parsed from a plain recipe, then given the hostile texts the schema may refuse: the feed
// must hold even for documents written before it did.
const recipe: Recipe = {
  ...recipeSchema.parse({ id: 'gratin', name: 'Gratin', servings: 4, organizationId: ORG, createdBy: { id: 'u1', name: 'Alice' } }),
  name: recipeName,
  ingredients: [
    { id: 'a', name: ingredientName, quantity: 50, unit: 'centiliter', category: 'dairy', standardIngredientId: null },
    { id: 'b', name: 'Sel\r\n;,\\', quantity: 0, unit: 'piece', category: 'other', standardIngredientId: null },
  ],
};

function entry(id: string, overrides: Partial<MealEntry> = {}): MealEntry {
  return {
    id,
    organizationId: ORG,
    userId: 'u1',
    recipeId: 'gratin',
    date: '2026-07-14',
    mealType: 'dinner',
    portions: 4,
    completed: false,
    isArchived: false,
    createdAt: new Date('2026-07-01T08:00:00Z'),
    updatedAt: null,
    ...overrides,
  };
}

function hostileFeed(): string {
  const entries = [
    entry('dinner_1-A'),
    entry('allday-2', { mealType: null, date: '2026-07-15', portions: null }),
    entry('x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\r\nX-EVIL:4'),
    entry('x,y;z'),
    entry('a.b'),
    entry('a'.repeat(65)),
  ];
  const events = feedEvents({ household: { id: ORG, numberOfPersons: 2 }, entries, recipes: new Map([[recipe.id, recipe]]), appOrigin: ORIGIN });
  return renderFeed({ name: calendarName(householdName), events });
}

describe('a feed of hostile names', () => {
  it('is exactly one calendar, with the time zone and the expected events and nothing else', () => {
    const feed = readCalendarFeed(hostileFeed());
    expect(feed.components).toEqual(['vtimezone', 'vevent', 'vevent']);
    expect(feed.properties).toEqual(['VERSION', 'PRODID', 'NAME', 'X-WR-CALNAME', 'REFRESH-INTERVAL', 'X-PUBLISHED-TTL', 'X-WR-TIMEZONE']);
    expect(feed.events.map((event) => event.uid)).toEqual(['dinner_1-A@app.nioo.test', 'allday-2@app.nioo.test']);
    for (const event of feed.events) {
      expect(event.properties.filter((name) => name.startsWith('X-') && !name.startsWith('X-MICROSOFT-'))).toEqual([]);
      expect(event.properties.filter((name) => name === 'UID' || name === 'SUMMARY' || name === 'DESCRIPTION' || name === 'URL')).toEqual(['UID', 'SUMMARY', 'DESCRIPTION', 'URL']);
    }
  });

  it('gives every name back as written, without its control characters', () => {
    const feed = readCalendarFeed(hostileFeed());
    expect(feed.name).toBe(`Nioo — ${controls(householdName)}`);
    expect(feed.nameProperty).toBe(feed.name);
    const [dinner, allDay] = feed.events;
    expect(dinner?.summary).toBe(`${controls(recipeName)} (4 portions)`);
    expect(allDay?.summary).toBe(`${controls(recipeName)} (2 portions)`);
    expect(dinner?.description).toBe(
      [`${ORIGIN}/recipes/gratin`, '', 'Ingrédients pour 4 portions :', `- ${controls(ingredientName)} : 50 cl`, '- Sel;,\\'].join('\n'),
    );
    expect(dinner?.url).toBe(`${ORIGIN}/recipes/gratin`);
  });

  it('writes no line the feed did not write itself', () => {
    const text = hostileFeed();
    const starts = text.split('\r\n').filter((line) => /^(END|BEGIN|UID|X-EVIL)\b/.test(line));
    expect(starts).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VTIMEZONE',
      'BEGIN:DAYLIGHT',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:dinner_1-A@app.nioo.test',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:allday-2@app.nioo.test',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });
});

describe('the strict reader', () => {
  const valid = renderFeed({ name: 'Nioo', events: [] });

  it.each([
    ['a bare LF', valid.replace('VERSION:2.0\r\n', 'VERSION:2.0\n')],
    ['a bare CR', valid.replace('VERSION:2.0', 'VERSION:2.0\rX-EVIL:1')],
    ['no CRLF after the last line', valid.slice(0, -2)],
    ['a line over 75 octets', valid.replace('NAME:Nioo', `NAME:${'é'.repeat(40)}`)],
    ['a control character', valid.replace('NAME:Nioo', 'NAME:Ni\u0000oo')],
    ['an unescaped comma in a name', valid.replace('NAME:Nioo', 'NAME:Ni,oo')],
    ['an unknown escape', valid.replace('NAME:Nioo', 'NAME:Ni\\too')],
    ['a second calendar', `${valid}${valid}`],
  ])('refuses %s', (_, text) => {
    expect(() => readCalendarFeed(text)).toThrow();
  });

  it('reads the feed as written', () => {
    expect(readCalendarFeed(valid).name).toBe('Nioo');
  });
});
