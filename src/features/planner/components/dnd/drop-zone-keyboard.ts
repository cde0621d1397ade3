import { pointerWithin, rectIntersection, type ClientRect, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { DropData } from './dnd-ids';

const directions: Readonly<Record<string, { x: number; y: number }>> = {
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
};

const centre = (rect: ClientRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
const holds = (rect: ClientRect, point: { x: number; y: number }) =>
  point.x >= rect.left && point.x <= rect.left + rect.width && point.y >= rect.top && point.y <= rect.top + rect.height;

/**
 * Keyboard dragging jumps from drop zone to drop zone: an arrow key brings the dragged item over
 * the centre of the nearest zone that direction (a day, or the unplanned area), skipping read-only
 * days. dnd-kit's default moves 25 px per key press, far too little to reach a day card. The zone
 * the item is in counts as where it is even before dnd-kit has said it is over it: an arrow pressed
 * at once after picking up, on a busy phone, otherwise brought it over its own day.
 */
export const dropZoneKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = directions[event.code];
  if (!direction) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableContainers, droppableRects, over } = context;
  if (!active || !collisionRect) return undefined;

  const from = centre(collisionRect);
  let nearest: { rect: ClientRect; score: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const data = container.data.current as DropData | undefined;
    const rect = droppableRects.get(container.id);
    if (container.id === over?.id || !rect || holds(rect, from) || (data?.kind === 'day' && data.readOnly)) continue;
    const to = centre(rect);
    const ahead = (to.x - from.x) * direction.x + (to.y - from.y) * direction.y;
    if (ahead <= 0) continue;
    // Straight ahead first: a zone off to the side counts as further away.
    const aside = Math.abs((to.x - from.x) * direction.y) + Math.abs((to.y - from.y) * direction.x);
    const score = ahead + 2 * aside;
    if (!nearest || score < nearest.score) nearest = { rect, score };
  }
  if (!nearest) return undefined;
  const target = centre(nearest.rect);
  return { x: target.x - collisionRect.width / 2, y: target.y - collisionRect.height / 2 };
};

/** The pointer's zone when it is in one (big day cards, small dragged rows); the keyboard's by overlap. */
export const plannerCollisions: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const under = pointerWithin(args);
    if (under.length > 0) return under;
  }
  return rectIntersection(args);
};
