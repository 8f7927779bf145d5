/**
 * The TypeScript parser with every `import type`, `export type` and inline `type` specifier read as a value import.
 * eslint-plugin-import-x's `no-cycle` skips type-only imports when it walks other files; with this parser named in
 * the `import-x/parsers` setting it walks them too, so a type-only cycle is a cycle (issue 29.4). Only the import
 * plugin's own reading of other files uses it: the files being linted keep the ordinary typed parser.
 */
'use strict';
// The import plugin loads parsers by path with require(), so this file is CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseForESLint: parseTypeScript } = require('typescript-eslint').parser;

/** The declarations that name a module, and the specifiers they hold. */
const MODULE_DECLARATIONS = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'TSImportEqualsDeclaration']);

/** Whether an AST node is a declaration that names a module. */
function isModuleDeclaration(node) {
  return node != null && typeof node === 'object' && MODULE_DECLARATIONS.has(node.type);
}

/** Marks one top-level module declaration (and its specifiers) as a value import or export. */
function asValue(node) {
  if (!isModuleDeclaration(node)) return;
  if ('importKind' in node) node.importKind = 'value';
  if ('exportKind' in node) node.exportKind = 'value';
  for (const s of node.specifiers ?? []) {
    if ('importKind' in s) s.importKind = 'value';
    if ('exportKind' in s) s.exportKind = 'value';
  }
}

function parseForESLint(code, options) {
  const result = parseTypeScript(code, options);
  for (const node of result.ast.body) asValue(node);
  return result;
}

module.exports = { parseForESLint, asValue, isModuleDeclaration, meta: { name: 'value-imports-parser' } };
