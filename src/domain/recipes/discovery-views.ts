/** The three views of /recipes (spec B §2), in the order of their tabs. */
export const discoveryViews = ['latest', 'showcase', 'popular'] as const;

export type DiscoveryView = (typeof discoveryViews)[number];

/** Spec B §9: each discovery view shows 20 recipes. */
export const DISCOVERY_PAGE_SIZE = 20;
