import type { ClientRect, DroppableContainer, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import type { DropData } from './dnd-ids';
import { dropZoneKeyboardCoordinates } from './drop-zone-keyboard';

type GetterArguments = Parameters<KeyboardCoordinateGetter>[1];

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });

// Two day cards side by side, 200 px wide, and a dragged row near the top of Monday's, its centre
// a little left of the card's, as a row's is.
const zones: { id: string; rect: ClientRect; data: DropData }[] = [
  { id: 'day:2026-12-07', rect: rect(0, 0, 200, 400), data: { kind: 'day', date: '2026-12-07', readOnly: false } },
  { id: 'day:2026-12-08', rect: rect(200, 0, 200, 400), data: { kind: 'day', date: '2026-12-08', readOnly: false } },
];
const row = rect(8, 40, 180, 40);

function press(code: string, over: string | null): ReturnType<KeyboardCoordinateGetter> {
  const containers = zones.map((zone) => ({ id: zone.id, data: { current: zone.data } }) as unknown as DroppableContainer);
  const context = {
    active: { id: 'entry:e1' },
    collisionRect: row,
    droppableContainers: { getEnabled: () => containers },
    droppableRects: new Map(zones.map((zone) => [zone.id, zone.rect])),
    over: over === null ? null : { id: over },
  } as unknown as GetterArguments['context'];
  const event = { code, preventDefault: () => undefined } as KeyboardEvent;
  return dropZoneKeyboardCoordinates(event, { active: 'entry:e1', currentCoordinates: { x: row.left, y: row.top }, context });
}

// The row's top-left corner that centres it on Tuesday's card.
const overTuesday = { x: 300 - row.width / 2, y: 200 - row.height / 2 };

describe('dropZoneKeyboardCoordinates', () => {
  it('brings the item over the next day to the right', () => {
    expect(press('ArrowRight', 'day:2026-12-07')).toEqual(overTuesday);
  });

  it('counts the day the item is in as where it is before dnd-kit has said so', () => {
    expect(press('ArrowRight', null)).toEqual(overTuesday);
  });

  it('leaves the item where it is when no zone lies that way', () => {
    expect(press('ArrowLeft', null)).toBeUndefined();
  });
});
