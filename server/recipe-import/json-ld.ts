import { parse } from 'parse5';
import { attribute, childrenOf, elementsUnder, nodeText, type HtmlNode } from './html-text.ts';

export type SchemaObject = Record<string, unknown>;

/** Whether a schema.org node is of a type: "Recipe", ["Recipe", "NewsArticle"], "schema:Recipe", "http://schema.org/Recipe". */
export function hasType(node: SchemaObject, type: string): boolean {
  const types = node['@type'];
  const list = Array.isArray(types) ? types : [types];
  return list.some((value) => typeof value === 'string' && value.replace(/^.*[/:]/, '') === type);
}

/** The JSON of every <script type="application/ld+json"> of the document; a block that does not parse is skipped. */
export function jsonLdBlocks(document: HtmlNode): unknown[] {
  const blocks: unknown[] = [];
  for (const element of elementsUnder(document)) {
    if (element.tagName !== 'script' || (attribute(element, 'type') ?? '').trim().toLowerCase() !== 'application/ld+json') continue;
    const json = readJson(childrenOf(element).map(nodeText).join(''));
    if (json !== undefined) blocks.push(json);
  }
  return blocks;
}

/**
 * Sites' JSON-LD is often hand-templated: raw line breaks or tabs inside strings, which JSON
 * forbids. Read as written first, then with every control character made a space.
 */
function readJson(text: string): unknown {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  for (const attempt of [text, text.replace(/[\u0000-\u001f]+/g, ' ')]) {
    try {
      return JSON.parse(attempt) as unknown;
    } catch {
      continue;
    }
  }
  return undefined;
}

/** The first Recipe anywhere in the JSON-LD: alone, in an array, in a @graph or nested in another node (a WebPage's mainEntity). */
export function findJsonLdRecipe(blocks: readonly unknown[]): SchemaObject | null {
  const seen = new Set<unknown>();
  const search = (value: unknown): SchemaObject | null => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return null;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = search(item);
        if (found) return found;
      }
      return null;
    }
    const node = value as SchemaObject;
    if (hasType(node, 'Recipe')) return node;
    return search(Object.values(node));
  };
  return search(blocks);
}

export function parseDocument(html: string) {
  return parse(html);
}
