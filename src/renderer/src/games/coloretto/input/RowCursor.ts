/** Coloretto's input state: one row cursor per device, moving over the rows still in play. */
import type { GameInput } from '@renderer/input/index';
import { COLORETTO_ROWS, type ColorettoAction, type ColorettoCommand } from './bindings';

/** Per-device row cursors over the rows that are not taken this round. */
export class RowCursor implements GameInput<ColorettoCommand, ColorettoAction> {
  readonly rows = COLORETTO_ROWS;
  private readonly at = new Map<string, number>();
  private live: readonly boolean[] = [true];

  /** The rows in play now (true: not taken); cursors on a taken row move to the next live one. */
  setRows(live: readonly boolean[]): void {
    this.live = live.length > 0 ? live : [true];
    for (const [key, row] of this.at) this.at.set(key, this.snap(row));
  }

  /** Where a device's cursor rests (the first live row until moved). */
  rowOf(key: string): number {
    return this.snap(this.at.get(key) ?? 0);
  }

  /** Moves a device's cursor to the next live row in `step`'s direction, wrapping, and returns it. */
  move(key: string, step: -1 | 1): number {
    const n = this.live.length;
    let row = this.rowOf(key);
    for (let i = 0; i < n; i++) {
      row = (row + step + n) % n;
      if (this.live[row]) break;
    }
    this.at.set(key, row);
    return row;
  }

  forget(key: string): void {
    this.at.delete(key);
  }

  resolve(key: string, command: ColorettoCommand): ColorettoAction {
    if (command.kind === 'coloretto-cursor') return { kind: command.kind, step: command.step, row: this.move(key, command.step) };
    return { kind: command.kind, row: this.rowOf(key) };
  }

  /** The row itself when live, else the next live row after it (wrapping), else the row. */
  private snap(row: number): number {
    const n = this.live.length;
    const start = Math.min(Math.max(0, row), n - 1);
    for (let i = 0; i < n; i++) {
      const r = (start + i) % n;
      if (this.live[r]) return r;
    }
    return start;
  }
}
