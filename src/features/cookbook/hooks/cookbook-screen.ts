/** The key under which the device keeps what the cookbook's first page last showed (src/lib/last-shown.ts). */
export const COOKBOOK_SCREEN = 'cookbook';
