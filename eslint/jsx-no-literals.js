// Every user-visible string goes through i18n (src/locales): text between JSX tags, and the
// attributes a person reads or hears, may not be written as literals. Punctuation, digits and
// symbols alone are not words and pass.
const readableAttributes = new Set(['alt', 'title', 'placeholder', 'label', 'aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext']);
const hasWord = (text) => /\p{L}/u.test(text);

/** @type {import('eslint').Rule.RuleModule} */
export const jsxNoLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid user-visible string literals in JSX; use t() instead.' },
    messages: { literal: 'User-visible text "{{text}}" must come from the locale files through t().' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    const literalText = (node) => {
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
      return null;
    };
    return {
      JSXText(node) {
        if (hasWord(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (text !== null && hasWord(text)) report(node, text);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !readableAttributes.has(node.name.name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (text !== null && hasWord(text)) report(node, text);
      },
    };
  },
};
