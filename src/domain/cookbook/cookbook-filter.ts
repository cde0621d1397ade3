import type { SavedView } from './saved-view';
import type { TagsById } from './tag-filter';

/**
 * Recipes the cookbook reads and draws at first and adds with each 'Voir plus' (cookbook-pages.ts):
 * a thousand cards took 1.3 s to draw on a phone, where two dozen fill the screen.
 */
export const COOKBOOK_PAGE_SIZE = 24;

/** What the cookbook screen filters by (spec B §2, §5). */
export interface CookbookFilter {
  /** Each typed word matches the start of a word of the name, ignoring case, accents, hyphens and apostrophes. */
  query: string;
  tags: TagsById;
  /** No selected tag shows every recipe: the tag filter only narrows once a tag is chosen. */
  selectedTagIds: readonly string[];
  filterType: SavedView['filterType'];
  /** A chosen saved view decides the tags and their logic in place of the manual selection. */
  view?: Pick<SavedView, 'tagIds' | 'filterType'> | null;
}
