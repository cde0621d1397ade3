/** The colours offered when creating or editing a tag (spec A §5, spec B §5). */
export const tagColorPresets = [
  '#4CAF50',
  '#E0BC00',
  '#77289B',
  '#2196F3',
  '#F44336',
  '#FF9800',
  '#E91E63',
  '#009688',
] as const;

export const DEFAULT_TAG_COLOR = '#4CAF50';
