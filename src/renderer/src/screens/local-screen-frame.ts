/** What the local screens (replays, players) place alike: the big title at the top, Back at its left, the hint at the bottom. */
import type { Text } from 'pixi.js';
import type { Button } from '@renderer/ui/Button';
import { SAFE } from '@renderer/ui/design';
import { fitLine } from '@renderer/ui/fit-text';
import { textStyle, UI } from '@renderer/ui/style';

/** The frame's parts. */
export interface LocalScreenFrame {
  readonly title: Text;
  readonly back: Button;
  readonly hint: Text;
}

/**
 * Places the title (`titleDy`: its offset from the safe top), the Back button (`backDy` below the safe top) and the
 * hint line on a `w` × `h` screen at scale `s`.
 */
export function placeLocalFrame(
  frame: LocalScreenFrame,
  texts: { readonly title: string; readonly hint: string },
  size: { readonly w: number; readonly h: number; readonly s: number },
  offsets: { readonly titleDy: number; readonly backDy: number },
): void {
  const { w, h, s } = size;
  const left = w * SAFE;
  const top = h * SAFE;
  frame.title.style = textStyle(92, s, {
    fill: UI.text,
    stroke: { color: 0x000000, width: 8 * s },
    dropShadow: { color: 0x000000, alpha: 0.45, distance: 6 * s, blur: 6 * s, angle: Math.PI / 2 },
  });
  frame.title.text = texts.title;
  frame.title.anchor.set(0.5, 0);
  frame.title.position.set(w / 2, top + offsets.titleDy);
  const bh = 68 * s;
  frame.back.layout(frame.back.natural(bh, s, 36), bh, s, 36);
  frame.back.position.set(left, top + offsets.backDy);
  frame.hint.style = textStyle(34, s, { fill: UI.dim, fontWeight: '700' });
  fitLine(frame.hint, texts.hint, w * (1 - SAFE) - left);
  frame.hint.anchor.set(0.5, 1);
  frame.hint.position.set(w / 2, h * (1 - SAFE));
}
