/** A game's small icon, drawn (no image files): Ligretto a fanned pair of cards, Dice a die, Coloretto three colour cards. */
import { type Graphics } from 'pixi.js';
import type { GameId } from '@shared/game';

/** Each built-in game's colour; another game gets a colour from its id. */
const GAME_COLORS: Readonly<Record<string, number>> = { ligretto: 0xff6b5b, dice: 0x4fb3ff, coloretto: 0x8fdc3c };

/** The colour a game's icon is drawn in. */
export function gameColor(game: GameId): number {
  const known = GAME_COLORS[game];
  if (known !== undefined) return known;
  let h = 0;
  for (const ch of game) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return [0xffd166, 0xc792ea, 0x5ee6c4, 0xf78fb3][h % 4] ?? 0xffd166;
}

/** Draws `game`'s icon centred on (cx, cy), `size` px square. */
export function drawGameIcon(g: Graphics, game: GameId, cx: number, cy: number, size: number): Graphics {
  const c = gameColor(game);
  const u = size / 10;
  const card = (x: number, y: number, fill: number): void => {
    g.roundRect(x - 2.2 * u, y - 3.2 * u, 4.4 * u, 6.4 * u, 0.8 * u)
      .fill(fill)
      .stroke({ color: 0x0b0f1a, width: 0.5 * u });
  };
  if (game === 'dice') {
    g.roundRect(cx - 4 * u, cy - 4 * u, 8 * u, 8 * u, 1.6 * u).fill(c);
    const pips: readonly (readonly [number, number])[] = [
      [-2, -2],
      [2, 2],
      [0, 0],
      [2, -2],
      [-2, 2],
    ];
    for (const [dx, dy] of pips) g.circle(cx + dx * u, cy + dy * u, 0.85 * u).fill(0x0b0f1a);
  } else if (game === 'coloretto') {
    card(cx - 2.4 * u, cy + 0.6 * u, 0xffd166);
    card(cx, cy, 0x4fb3ff);
    card(cx + 2.4 * u, cy - 0.6 * u, c);
  } else {
    card(cx - 1.4 * u, cy + 0.4 * u, 0xf4f6fb);
    card(cx + 1.4 * u, cy - 0.4 * u, c);
  }
  return g;
}
