/** The three views of /recipes (spec B §2), in the order of their tabs. */
export const discoveryViews = ['latest', 'showcase', 'popular'] as const;

export type DiscoveryView = (typeof discoveryViews)[number];

/** Spec B §9: each discovery view shows 20 recipes. */
export const DISCOVERY_PAGE_SIZE = 20;

/** What each view asks Firestore for (spec B §2), for either SDK: equality filters, then a newest- or most-first order. */
export const discoveryQueries: Record<DiscoveryView, { equals: Record<string, boolean>; descendingBy: 'createdAt' | 'bookmarkCount' }> = {
  latest: { equals: { isPublic: true }, descendingBy: 'createdAt' },
  showcase: { equals: { isPublic: true, showcase: true }, descendingBy: 'createdAt' },
  popular: { equals: { isPublic: true }, descendingBy: 'bookmarkCount' },
};
