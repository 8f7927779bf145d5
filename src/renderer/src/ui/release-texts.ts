/**
 * Words drawn with canvas text hold one GPU texture each for as long as the Text lives, shown or not. A screen that
 * hides (the scores, the standings, a match's end, the menus) lets its texts' textures go: Pixi paints a text again
 * the next time it is drawn. Pixi's own collector would free them too, but only after a minute of frames, and an idle
 * screen draws none: over a night the count of live textures grew with every screen seen.
 */
import { type Container, Text } from 'pixi.js';

/** Gives back the GPU texture of every canvas text under `root` (bitmap texts hold none); returns how many. */
export function releaseTextTextures(root: Container): number {
  let released = 0;
  const visit = (node: Container): void => {
    if (node instanceof Text) {
      node.unload();
      released++;
    }
    for (const child of node.children) visit(child);
  };
  visit(root);
  return released;
}
