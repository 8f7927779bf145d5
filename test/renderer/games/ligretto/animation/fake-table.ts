/** A fake table for the animation player: rectangles named by their spot, and a timeline that runs only when told. */
import type { AnimationTarget, AreaSlot, BannerKind, OwnerMark } from '@renderer/games/ligretto/animation/table-animation';
import type { SoundId } from '@renderer/audio/Sounds';
import type { Rect } from '@renderer/layout/rect';

interface Motion {
  readonly kind: 'fly' | 'slide' | 'flip';
  readonly from: string;
  readonly to: string;
}

/** Records what the animator asks for; `advanceTo(ms)` runs every callback due by then, in time order. */
export class FakeTable implements AnimationTarget {
  readonly pileHidden = new Map<number, number>();
  readonly rowHidden = new Map<string, number>();
  readonly motions: Motion[] = [];
  readonly banners: { kind: BannerKind; player: number | null; duration: number }[] = [];
  readonly sounds: SoundId[] = [];
  private readonly names = new Map<Rect, string>();
  private readonly queue: { at: number; seq: number; fn: () => void }[] = [];
  private now = 0;
  private seq = 0;

  private rect(name: string): Rect {
    const r = { x: 0, y: 0, w: 10, h: 14 };
    this.names.set(r, name);
    return r;
  }

  private nameOf(r: Rect): string {
    return this.names.get(r) ?? '?';
  }

  /** Runs every scheduled callback due at or before `ms` (ms since the test began). */
  advanceTo(ms: number): void {
    for (;;) {
      this.queue.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = this.queue[0];
      if (!next || next.at > ms) break;
      this.queue.shift();
      this.now = next.at;
      next.fn();
    }
    this.now = Math.max(this.now, ms);
  }

  slotRect(player: number, kind: AreaSlot, slot = 0): Rect {
    return this.rect(`${kind}:${player}:${slot}`);
  }

  pileRect(pile: number): Rect {
    return this.rect(`pile:${pile}`);
  }

  ownerOf(): OwnerMark {
    return { back: 0, color: 0 };
  }

  hidePileTop(pile: number, count: number): void {
    this.pileHidden.set(pile, count);
  }

  hideRowTop(player: number, slot: number, count: number): void {
    this.rowHidden.set(`${player}:${slot}`, count);
  }

  private move(kind: Motion['kind'], from: Rect, to: Rect, delay: number, duration: number, onLand: () => void): void {
    this.motions.push({ kind, from: this.nameOf(from), to: this.nameOf(to) });
    this.after(delay + duration, onLand);
  }

  fly(_card: number, from: Rect, to: Rect, delay: number, duration: number, onLand: () => void): void {
    this.move('fly', from, to, delay, duration, onLand);
  }

  slide(_card: number, from: Rect, to: Rect, delay: number, duration: number, onLand: () => void): void {
    this.move('slide', from, to, delay, duration, onLand);
  }

  flip(_cards: readonly number[], from: Rect, to: Rect, _owner: OwnerMark, delay: number, duration: number, onLand: () => void): void {
    this.move('flip', from, to, delay, duration, onLand);
  }

  after(delay: number, fn: () => void): void {
    this.queue.push({ at: this.now + delay, seq: this.seq++, fn });
  }

  banner(kind: BannerKind, player: number | null, duration: number): void {
    this.banners.push({ kind, player, duration });
  }

  sound(id: SoundId): void {
    this.sounds.push(id);
  }

  changed(): void {}
}
