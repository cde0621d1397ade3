import { documentReader } from '@domain/shared/read-doc.ts';

/** The service's reads of stored documents: a skipped one is reported in the service's log. */
export const { readDoc, readDocs } = documentReader((message) => console.warn(message));
