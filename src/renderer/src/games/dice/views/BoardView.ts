/** The board in the centre: one block per dice set, a track per colour with fields 1-6, each placed die ringed in its placer's colour. */
import { Container, Graphics, Text } from 'pixi.js';
import { DICE_COLORS, type BoardSet } from '@shared/games/dice/state';
import { PLAYER_COLORS } from '@shared/seats';
import type { Rect } from '@renderer/layout/rect';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { CENTRE_MARK, NUMERAL_MARK } from '@renderer/ui/text-layout';
import { BOARD_MARGIN, DIE_NUMERAL_RATIO, fieldRect, type BoardLayout } from '../layout/dice-layout';
import { DIE_FILL, DieView, drawSymbol } from './DieView';

/** What the board shows, for the end-to-end tests: per set, per colour (DICE_COLORS order), the placer of each filled field. */
export type BoardDescription = readonly (readonly (readonly number[])[])[];

/** The board view. */
export class BoardView extends Container {
  private readonly felt = new Graphics();
  private readonly labels = new Container();
  private readonly dice = new Container();
  private views: DieView[][][] = [];
  private layoutOf: BoardLayout | null = null;
  private shown: BoardDescription = [];

  constructor() {
    super();
    this.label = CENTRE_MARK;
    this.addChild(this.felt, this.labels, this.dice);
  }

  /** Draws the empty fields for a layout. */
  layout(board: BoardLayout, scale: number): void {
    this.layoutOf = board;
    this.felt.clear();
    this.labels.removeChildren().forEach((c) => c.destroy());
    this.dice.removeChildren().forEach((c) => c.destroy());
    this.views = board.sets.map(() => DICE_COLORS.map(() => []));
    const f = board.field;
    board.sets.forEach((set, k) => {
      this.felt
        .roundRect(set.x - f * BOARD_MARGIN, set.y - f * BOARD_MARGIN, set.w + f * 2 * BOARD_MARGIN, set.h + f * 2 * BOARD_MARGIN, f * 0.25)
        .fill({ color: 0x000000, alpha: 0.28 });
      DICE_COLORS.forEach((color, c) => {
        const first = fieldRect(set, 0, c, f);
        drawSymbol(this.felt, color, set.x + f * 0.22, first.y + f / 2, f * 0.16, DIE_FILL[color]);
        for (let v = 0; v < 6; v++) {
          const r = fieldRect(set, v, c, f);
          this.felt.roundRect(r.x, r.y, r.w, r.h, f * 0.16).fill({ color: DIE_FILL[color], alpha: 0.22 });
          this.felt.roundRect(r.x, r.y, r.w, r.h, f * 0.16).stroke({ color: DIE_FILL[color], width: Math.max(2, f * 0.04), alpha: 0.8 });
          const n = new Text({
            text: String(v + 1),
            style: sharedTextStyle(f * DIE_NUMERAL_RATIO, 1, { fill: UI.text, fontWeight: '900' }),
          });
          n.alpha = 0.45;
          n.label = NUMERAL_MARK;
          n.anchor.set(0.5);
          n.position.set(r.x + r.w / 2, r.y + r.h / 2);
          this.labels.addChild(n);
        }
      });
      void k;
    });
    void scale;
    this.shown = [];
  }

  /** The centre of a field, for a die flying in (null off the board). */
  fieldTarget(set: number, color: number, field: number): Rect | null {
    const b = this.layoutOf;
    const block = b?.sets[set];
    return b && block ? fieldRect(block, field, color, b.field) : null;
  }

  /**
   * Shows the placed dice, each ringed in its placer's seat colour with the seat's emblem: `seatColourOf` gives a
   * placer's PLAYER_COLORS index (null: unknown). `hidden` fields (a die still in the air) stay empty.
   */
  update(board: readonly BoardSet[], seatColourOf: (player: number) => number | null, hidden: ReadonlySet<string> = new Set()): void {
    const b = this.layoutOf;
    if (!b) return;
    board.forEach((tracks, k) => {
      tracks.forEach((track, c) => {
        const color = DICE_COLORS[c];
        const list = this.views[k]?.[c];
        if (!color || !list) return;
        for (let v = 0; v < 6; v++) {
          const placer = track[v];
          let view = list[v];
          if (placer === undefined || hidden.has(`${k}:${c}:${v}`)) {
            if (view) view.visible = false;
            continue;
          }
          if (!view) {
            view = list[v] = new DieView();
            this.dice.addChild(view);
          }
          const r = fieldRect(b.sets[k] as Rect, v, c, b.field);
          view.visible = true;
          const seat = seatColourOf(placer);
          const ring = seat === null ? UI.text : (PLAYER_COLORS[seat]?.hex ?? UI.text);
          view.set({ color, value: v + 1, ring, emblem: seat }, b.field * 0.86);
          view.position.set(r.x + r.w / 2, r.y + r.h / 2);
        }
      });
    });
    this.shown = board.map((tracks) => tracks.map((t) => [...t]));
  }

  describe(): BoardDescription {
    return this.shown;
  }
}
