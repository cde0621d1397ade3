import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['parentNode'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

// Elements whose end starts a new line of text, as a browser lays them out.
const BLOCKS = new Set(['address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'section', 'table', 'tr', 'ul']);
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

export function isElement(node: HtmlNode): node is HtmlElement {
  return 'tagName' in node;
}

export function attribute(element: HtmlElement, name: string): string | null {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

export function childrenOf(node: HtmlNode): readonly HtmlNode[] {
  return 'childNodes' in node ? node.childNodes : [];
}

/**
 * Every element under a node, in document order, walked without recursion: a page nested a
 * hundred thousand deep would overflow the stack of a recursive walk.
 */
export function* elementsUnder(root: HtmlNode): Generator<HtmlElement> {
  const stack = [...childrenOf(root)].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (!isElement(node)) continue;
    yield node;
    for (let index = node.childNodes.length - 1; index >= 0; index -= 1) stack.push(node.childNodes[index] as HtmlNode);
  }
}

/** A node's text with a line break after each block, entities decoded (the parser did), scripts left out. */
export function nodeText(node: HtmlNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (isElement(node) && HIDDEN.has(node.tagName)) return '';
  const inner = childrenOf(node).map(nodeText).join('');
  return isElement(node) && BLOCKS.has(node.tagName) ? `\n${inner}\n` : inner;
}

/** The lines of a piece of HTML or plain text, each trimmed, blank ones dropped. */
export function htmlLines(html: string): string[] {
  return nodeText(parseFragment(html))
    .split(/\r?\n/)
    .map(collapse)
    .filter((line) => line !== '');
}

/** HTML or text as one line: "Tarte &amp; <b>crème</b>" is "Tarte & crème". */
export function htmlLine(html: string): string {
  return htmlLines(html).join(' ');
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
