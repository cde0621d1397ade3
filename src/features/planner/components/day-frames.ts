import type { DayTone } from '@/domain/planner/week-grid';

/** A day's frame by its tone: today ringed, past and locked days greyed. */
export const dayFrames: Readonly<Record<DayTone, string>> = {
  today: 'border-brand-600 bg-white ring-1 ring-brand-600',
  past: 'border-stone-200 bg-stone-100',
  locked: 'border-stone-200 bg-stone-100',
  open: 'border-stone-200 bg-white',
};
