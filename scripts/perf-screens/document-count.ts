/**
 * Counts the documents Firestore sends a browser, from what it receives, by collection. The live
 * channel streams length-prefixed frames (`<length>\n<json>`), cut anywhere between two pieces,
 * each document of a listen as one `documentChange`; the REST reads (runQuery, batchGet, one
 * document) answer in one body.
 */
export class DocumentCounter {
  #byCollection = new Map<string, number>();
  #pending = new Map<string, string>();

  get count(): number {
    return [...this.#byCollection.values()].reduce((sum, count) => sum + count, 0);
  }

  /** Most read first: 'recipes 1000, mealEntries 17'. */
  get breakdown(): string {
    return [...this.#byCollection].sort(([, a], [, b]) => b - a).map(([collection, count]) => `${collection} ${count}`).join(', ');
  }

  /** Starts a new load: nothing counted, no piece pending. */
  reset(): void {
    this.#byCollection.clear();
    this.#pending.clear();
  }

  /** A piece of the live channel's stream `stream` (one request's body as it arrives). */
  addChannelPiece(stream: string, piece: string): void {
    let text = (this.#pending.get(stream) ?? '') + piece;
    for (let header = /^(\d+)\n/.exec(text); header; header = /^(\d+)\n/.exec(text)) {
      const end = header[0].length + Number(header[1]);
      if (text.length < end) break;
      this.#countFrame(text.slice(header[0].length, end));
      text = text.slice(end);
    }
    this.#pending.set(stream, text);
  }

  /** A whole REST answer: a query's or batchGet's list of results, or one document. */
  addRestBody(body: string): void {
    const parsed: unknown = JSON.parse(body);
    const results = Array.isArray(parsed) ? parsed : [parsed];
    for (const result of results) {
      if (!isObject(result)) continue;
      const document = isObject(result.document) ? result.document : isObject(result.found) ? result.found : 'fields' in result ? result : null;
      if (document) this.#add(document);
    }
  }

  #countFrame(frame: string): void {
    const messages: unknown = JSON.parse(frame);
    if (!Array.isArray(messages)) return;
    for (const message of messages) {
      const payloads: unknown = Array.isArray(message) ? message[1] : null;
      if (!Array.isArray(payloads)) continue;
      for (const payload of payloads) {
        if (isObject(payload) && isObject(payload.documentChange) && isObject(payload.documentChange.document)) this.#add(payload.documentChange.document);
      }
    }
  }

  #add(document: Record<string, unknown>): void {
    const name = typeof document.name === 'string' ? document.name : '';
    const collection = /\/documents\/([^/]+)\//.exec(name)?.[1] ?? 'unknown';
    this.#byCollection.set(collection, (this.#byCollection.get(collection) ?? 0) + 1);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
