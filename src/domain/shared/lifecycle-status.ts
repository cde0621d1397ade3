import { z } from 'zod';

/** Weekly plans and grocery lists are active until archived, never the other way round. */
export const lifecycleStatuses = ['active', 'archived'] as const;

export type LifecycleStatus = (typeof lifecycleStatuses)[number];

export const lifecycleStatusSchema = z.enum(lifecycleStatuses);
