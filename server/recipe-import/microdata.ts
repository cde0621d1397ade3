import { attribute, childrenOf, elementsUnder, isElement, nodeText, type HtmlElement, type HtmlNode } from './html-text.ts';
import type { SchemaObject } from './json-ld.ts';

// Where an element keeps its value rather than in its text (the microdata specification's list).
const URL_ATTRIBUTES: Readonly<Record<string, string>> = { a: 'href', area: 'href', link: 'href', img: 'src', audio: 'src', video: 'src', source: 'src', embed: 'src', iframe: 'src', track: 'src', object: 'data' };

/** The first microdata item of a type (itemscope itemtype=".../Recipe"), as a JSON-LD node with the same properties. */
export function findMicrodataItem(document: HtmlNode, type: string): SchemaObject | null {
  for (const element of elementsUnder(document)) {
    if (element.attrs.some((attr) => attr.name === 'itemscope') && itemTypes(element).includes(type)) return readItem(element);
  }
  return null;
}

function itemTypes(element: HtmlElement): string[] {
  return (attribute(element, 'itemtype') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((type) => type.replace(/\/+$/, '').replace(/^.*\//, ''));
}

/** An item's properties: several elements with one name give a list; a nested item is an object of its own. */
function readItem(scope: HtmlElement): SchemaObject {
  const item: SchemaObject = { '@type': itemTypes(scope) };
  const add = (name: string, value: unknown) => {
    const existing = item[name];
    item[name] = existing === undefined ? value : Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
  };
  const visit = (node: HtmlNode) => {
    if (!isElement(node)) return;
    const names = (attribute(node, 'itemprop') ?? '').split(/\s+/).filter(Boolean);
    const nested = node.attrs.some((attr) => attr.name === 'itemscope');
    if (names.length > 0) {
      const value = nested ? readItem(node) : propertyValue(node);
      names.forEach((name) => add(name, value));
    }
    // A nested item's properties are its own, not the outer item's.
    if (!nested) childrenOf(node).forEach(visit);
  };
  childrenOf(scope).forEach(visit);
  return item;
}

function propertyValue(element: HtmlElement): string {
  const content = attribute(element, 'content');
  if (content !== null) return content;
  const urlAttribute = URL_ATTRIBUTES[element.tagName];
  if (urlAttribute) return attribute(element, urlAttribute) ?? '';
  if (element.tagName === 'time') return attribute(element, 'datetime') ?? nodeText(element);
  if (element.tagName === 'data' || element.tagName === 'meter') return attribute(element, 'value') ?? nodeText(element);
  return nodeText(element);
}
