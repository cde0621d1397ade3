import { fullMatch } from './full-match';

/**
 * A document id a client may choose (DESIGN.md §3, "Ids and text from clients"): Firestore's
 * automatic ids (20 letters and digits), the app's own (a UUID, catalogue keys) and nothing that
 * could break a line, a path or a format the id is later written into (a calendar's UID, a
 * link). firestore.rules refuses any other id of a collection clients create documents in
 * (documentIdPattern), except those derived from the document's own data, whose parts it
 * checks instead (a weekly plan's {organizationId}_{startDate}, a bookmark's {userId}_{recipeId}).
 */
export const DOCUMENT_ID_PATTERN = '[A-Za-z0-9_-]{1,64}';

const documentId = fullMatch(DOCUMENT_ID_PATTERN);

export function isDocumentId(id: string): boolean {
  return documentId.test(id);
}
