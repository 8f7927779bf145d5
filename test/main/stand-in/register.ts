/**
 * `node --import tsx --import ./register.ts out/main/index.js`: resolves the bare specifier 'electron' to the
 * stand-in module beside this file, so the built main bundle runs in plain Node. Everything else resolves as usual.
 */
import { register } from 'node:module';

const standIn = new URL('./electron.ts', import.meta.url).href;
const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === 'electron') return next(${JSON.stringify(standIn)}, context);
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
