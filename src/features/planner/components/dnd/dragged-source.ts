/**
 * How a row or card looks while its ghost is being dragged: outlined rather than faded, so its
 * text keeps its contrast (axe checks the screen mid-drag too).
 */
export const DRAGGED_SOURCE = 'border-dashed border-brand-600 bg-brand-50';
