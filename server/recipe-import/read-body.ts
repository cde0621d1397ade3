import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { importRefusal } from './refusals.ts';

/**
 * The page's bytes, decompressed, refused as soon as they pass `maxBytes`: the cap counts what
 * is decoded, so a small compressed page cannot unfold into gigabytes.
 */
export async function readCappedBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      stream.destroy();
      response.destroy();
      throw importRefusal('tooBig');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return response;
  const decoder = encoding === 'gzip' || encoding === 'x-gzip' ? createGunzip() : encoding === 'deflate' ? createInflate() : encoding === 'br' ? createBrotliDecompress() : null;
  if (!decoder) {
    response.destroy();
    throw importRefusal('remoteError');
  }
  // pipeline, not pipe: a page cut off (the deadline, a reset) ends the decoder with an error
  // instead of leaving it waiting for the rest.
  return pipeline(response, decoder, () => undefined);
}

/** Text of the page in its declared charset (header, then <meta>), UTF-8 when it names none or an unknown one. */
export function decodeHtml(bytes: Buffer, contentType: string | undefined): string {
  const declared = charsetIn(contentType ?? '') ?? metaCharset(bytes.subarray(0, 2048).toString('latin1'));
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function charsetIn(text: string): string | null {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(text)?.[1] ?? null;
}

function metaCharset(head: string): string | null {
  const meta = /<meta\b[^>]*charset[^>]*>/i.exec(head)?.[0];
  return meta ? charsetIn(meta) : null;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

export function isHtml(contentType: string | undefined): boolean {
  return HTML_TYPES.has((contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '');
}
