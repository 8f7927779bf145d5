/** The scene graph's visible texts, for the debug hooks (kept apart from debug.ts, whose types Node tests import). */
import { Text, type Container } from 'pixi.js';

/** The texts of every visible Text under `root`, depth first. */
export function visibleTexts(root: Container): string[] {
  const out: string[] = [];
  const walk = (node: Container): void => {
    if (!node.visible) return;
    if (node instanceof Text) out.push(node.text);
    for (const child of node.children) walk(child);
  };
  walk(root);
  return out;
}
