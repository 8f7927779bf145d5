/** `npm run bench`: prints the speed figures and writes them to bench-results/bench.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchBotRounds, benchIntents } from './engine-bench';

const figures: Record<string, Record<string, number>> = {};
figures.engine = benchIntents(300);
figures.bots = benchBotRounds(500);

for (const [section, values] of Object.entries(figures)) {
  console.log(`${section}:`);
  for (const [name, value] of Object.entries(values)) console.log(`  ${name.padEnd(28)} ${value}`);
}
const dir = join(process.cwd(), 'bench-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'bench.json');
writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, figures }, null, 2)}\n`);
console.log(`written ${file}`);
