import { basename } from 'node:path';

// One naming scheme for every source file: kebab-case, so an import path never depends on
// the file system's case sensitivity. Suffixes after the first dot (.test, .d, .config) are free.
const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** @type {import('eslint').Rule.RuleModule} */
export const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Source file names are kebab-case.' },
    messages: { name: 'File name "{{name}}" is not kebab-case.' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const name = basename(context.filename);
        const stem = name.split('.')[0] ?? name;
        if (!kebabCase.test(stem)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};
