/**
 * `import-x/no-cycle` with type-only imports counted (issue 29.4): a cycle through `import type` still ties the
 * files' order of reading together and keeps a registry and its games from standing apart. The plugin skips type
 * imports in two places; the parser in `value-imports-parser.cjs` covers the files it walks, and this wrapper hands
 * the rule each import of the file being linted as a value import, so both ends of a cycle count.
 */
import { createRequire } from 'node:module';
import importX from 'eslint-plugin-import-x';

const require = createRequire(import.meta.url);
const { asValue, isModuleDeclaration } = require('./value-imports-parser.cjs');

/** The parser path for the `import-x/parsers` setting. */
export const VALUE_IMPORTS_PARSER = require.resolve('./value-imports-parser.cjs');

const base = importX.rules['no-cycle'];

/** A shallow copy of a module declaration as a value import: same source, same place, for the rule to read. */
function valueCopy(node) {
  if (!isModuleDeclaration(node)) return node;
  const copy = { ...node, specifiers: node.specifiers?.map((s) => ({ ...s })) };
  asValue(copy);
  return copy;
}

/** The rule: the plugin's own, fed value copies of the linted file's declarations. */
const noCycle = {
  meta: base.meta,
  defaultOptions: base.defaultOptions,
  create(context) {
    const visitors = base.create(context);
    return Object.fromEntries(Object.entries(visitors).map(([key, visit]) => [key, (node, ...rest) => visit(valueCopy(node), ...rest)]));
  },
};

/** The local plugin: `cycles/no-cycle`. */
export default { meta: { name: 'ligretto-cycles' }, rules: { 'no-cycle': noCycle } };
