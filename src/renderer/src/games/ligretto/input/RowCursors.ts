/** Ligretto's input state: one row cursor per device, which resolves the cursor commands of its binding rows. */
import type { GameInput } from '@renderer/input/index';
import { LIGRETTO_ROWS, type LigrettoAction, type LigrettoCommand } from './bindings';

/** Per-device row cursors: each rests on the last slot (the one without a direct pad button) until moved. */
export class RowCursors implements GameInput<LigrettoCommand, LigrettoAction> {
  readonly rows = LIGRETTO_ROWS;
  private readonly slots = new Map<string, number>();
  private size = 5;

  /** The number of row slots in the running game (S3); resets every cursor to its resting slot. */
  setRowSize(size: number): void {
    this.size = Math.max(1, Math.floor(size));
    this.slots.clear();
  }

  /** The row size the cursors wrap at. */
  get rowSize(): number {
    return this.size;
  }

  /** Where a device's cursor is. */
  slotOf(key: string): number {
    return this.slots.get(key) ?? this.size - 1;
  }

  /** Moves a device's cursor one slot, wrapping at both ends, and returns the new slot. */
  move(key: string, step: -1 | 1): number {
    const next = (this.slotOf(key) + step + this.size) % this.size;
    this.slots.set(key, next);
    return next;
  }

  /** Forgets one device's cursor (a pad went away). */
  forget(key: string): void {
    this.slots.delete(key);
  }

  /** Turns a binding row's command into the action it means for this device now. */
  resolve(key: string, command: LigrettoCommand): LigrettoAction {
    switch (command.kind) {
      case 'row-cursor':
        return { kind: 'row-cursor', step: command.step, slot: this.move(key, command.step) };
      case 'row-at-cursor':
      case 'stack-to-row':
      case 'waste-to-row':
        return { kind: command.kind, slot: this.slotOf(key) };
      default:
        return command;
    }
  }
}
