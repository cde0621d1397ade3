import type { Active, Over } from '@dnd-kit/core';
import type { DragData, DropData } from './dnd-ids';

// dnd-kit keeps `data` untyped; every draggable and droppable of the planner sets these shapes (dnd-ids.ts).
export const dragDataOf = (active: Active | null): DragData | undefined => active?.data.current as DragData | undefined;
export const dropDataOf = (over: Over | null): DropData | undefined => over?.data.current as DropData | undefined;
