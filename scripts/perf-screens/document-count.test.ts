import { describe, expect, it } from 'vitest';
import { DocumentCounter } from './document-count.ts';

const doc = (path: string) => ({ documentChange: { document: { name: `projects/demo-nioo/databases/(default)/documents/${path}`, fields: {} }, targetIds: [2] } });
/** One channel frame as the server writes it: its length, a line break, then its messages. */
const frame = (...payloads: unknown[]) => {
  const json = JSON.stringify([[3, payloads]]);
  return `${json.length}\n${json}`;
};

describe('DocumentCounter', () => {
  it('counts each document change of the live channel, by collection', () => {
    const counter = new DocumentCounter();
    counter.addChannelPiece('a', frame(doc('recipes/1'), doc('recipes/2')) + frame({ targetChange: { targetChangeType: 'CURRENT' } }) + frame(doc('mealEntries/e1')));
    expect(counter.count).toBe(3);
    expect(counter.breakdown).toBe('recipes 2, mealEntries 1');
  });

  it('waits for the rest of a frame cut between two pieces, and keeps streams apart', () => {
    const counter = new DocumentCounter();
    const whole = frame(doc('recipes/1'));
    counter.addChannelPiece('a', whole.slice(0, 30));
    counter.addChannelPiece('b', frame(doc('recipes/2')));
    expect(counter.count).toBe(1);
    counter.addChannelPiece('a', whole.slice(30));
    expect(counter.count).toBe(2);
  });

  it('counts the documents of REST answers, not their empty results', () => {
    const counter = new DocumentCounter();
    counter.addRestBody('[{"document":{"name":"projects/p/databases/d/documents/recipes/1","fields":{}},"readTime":"x"},{"readTime":"x"}]');
    counter.addRestBody('[{"found":{"name":"projects/p/databases/d/documents/standardIngredients/i1","fields":{}}},{"missing":"i2"}]');
    counter.addRestBody('{"name":"projects/p/databases/d/documents/recipes/3","fields":{"name":{"stringValue":"Crêpes"}}}');
    expect(counter.count).toBe(3);
    expect(counter.breakdown).toBe('recipes 2, standardIngredients 1');
  });

  it('forgets what it counted at a reset', () => {
    const counter = new DocumentCounter();
    counter.addChannelPiece('a', frame(doc('recipes/1')) + frame(doc('recipes/2')).slice(0, 10));
    counter.reset();
    counter.addChannelPiece('a', frame(doc('recipes/3')));
    expect(counter.count).toBe(1);
  });
});
