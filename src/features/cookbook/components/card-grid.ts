/** The cookbook's cards, one to four a row by the screen's width. */
export const cardGrid = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
