/** The key under which the device keeps what the list last showed (src/lib/last-shown.ts). */
export const LIST_SCREEN = 'groceryList';
