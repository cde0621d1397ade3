import { documentReader } from '../../domain/shared/read-doc';

/** The app's reads of stored documents: a skipped one is reported on the console. */
export const { readDoc, readDocs } = documentReader((message) => console.warn(message));
