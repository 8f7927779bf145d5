#!/usr/bin/env node
/**
 * The files outside a game's own folders that import from them (`node scripts/game-footprint.mjs dice`): what adding
 * or removing that game touches besides its folders. Its folders: src/shared/games/<game>/, src/engine/<game>/,
 * src/bots/<game>/, src/renderer/src/games/<game>/, src/phone/games/<game>/ and src/main/lan/pads/<game>.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const game = process.argv[2] ?? 'dice';
const root = process.cwd();
const own = [
  `src/shared/games/${game}/`,
  `src/engine/${game}/`,
  `src/bots/${game}/`,
  `src/renderer/src/games/${game}/`,
  `src/phone/games/${game}/`,
  `src/main/lan/pads/${game}.ts`,
];
/** An import specifier that reaches into one of the game's folders. */
const reaches = new RegExp(`from '[^']*(?:games|engine|bots|pads)/${game}(?:/[^']*)?'|from '\\./${game}(?:/[^']*)?'`);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|css|html)$/.test(name)) yield path;
  }
}

const outside = [];
for (const path of files(join(root, 'src'))) {
  const rel = relative(root, path);
  if (own.some((o) => rel.startsWith(o))) continue;
  if (reaches.test(readFileSync(path, 'utf8'))) outside.push(rel);
}
console.log(`files outside ${game}'s folders that import from them (${outside.length}):`);
for (const f of outside.sort()) console.log(`  ${f}`);
