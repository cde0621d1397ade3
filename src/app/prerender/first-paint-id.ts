/** The id of the inert script a prerendered page carries its snapshot in. */
export const FIRST_PAINT_SCRIPT_ID = 'first-paint';
