/**
 * Whether an id from a request addresses one document of a collection: a '/' would reach a
 * nested path, and '.', '..' and __reserved__ ids are refused by Firestore itself.
 */
export function isPlainDocumentId(id: string): boolean {
  return id.length > 0 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}
