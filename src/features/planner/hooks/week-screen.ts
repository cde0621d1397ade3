/** The key under which the device keeps what the planner's week last showed (src/lib/last-shown.ts). */
export const WEEK_SCREEN = 'plannerWeek';
