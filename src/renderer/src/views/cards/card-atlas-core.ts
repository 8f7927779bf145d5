/**
 * The card texture atlas without Pixi (issue 16): which pictures a sheet holds, where each sits, which sheets live.
 * A sheet is every card face (4 colours x 1-10, numerals included), the empty slot and a few back slots, all of one
 * size in one theme at one resolution, painted once when the size is first asked for; card views then only pick a
 * frame of it, so no card texture is made and no numeral is rasterised while a round is played. Backs (no text) are
 * painted into the sheet's back slots the first time a back shows. A new resolution destroys every sheet.
 */
import { COLORS, type Card, type Color, cardColor, cardNumber } from '@shared/games/ligretto/cards';
import type { CardThemeName } from './card-theme';

/** Card numbers on a face. */
export const FACE_NUMBERS = 10;

/** Back slots in a sheet: a back for every seat of a full table, and some to spare for the lobby's choosing. */
export const BACK_SLOTS = 16;

/** Unused sheets kept for a size that comes back (a fly between two sizes, a screen shown again). */
export const IDLE_SHEETS = 3;

/** What one slot of a sheet shows. */
export type SlotPicture =
  { readonly kind: 'face'; readonly color: Color; readonly number: number } | { readonly kind: 'empty' } | { readonly kind: 'back' };

/** The pictures of a sheet in slot order: the 40 faces, the empty slot, then the back slots. */
export const SHEET_PICTURES: readonly SlotPicture[] = [
  ...COLORS.flatMap((color) => Array.from({ length: FACE_NUMBERS }, (_, i): SlotPicture => ({ kind: 'face', color, number: i + 1 }))),
  { kind: 'empty' },
  ...Array.from({ length: BACK_SLOTS }, (): SlotPicture => ({ kind: 'back' })),
];

/** Slot index of the face of `color` and `number`. */
export function faceSlot(color: Color, number: number): number {
  return COLORS.indexOf(color) * FACE_NUMBERS + (Math.min(FACE_NUMBERS, Math.max(1, Math.round(number))) - 1);
}

/** Slot index of the empty slot. */
export const EMPTY_SLOT = COLORS.length * FACE_NUMBERS;

/** Slot index of back slot `i`. */
export function backSlot(i: number): number {
  return EMPTY_SLOT + 1 + i;
}

/** Size class of a sheet: the card size in CSS pixels, the numeral size, the theme and the pixel density. */
export interface SheetSpec {
  readonly theme: CardThemeName;
  readonly w: number;
  readonly h: number;
  readonly numeralSize: number;
  readonly resolution: number;
}

/** A key naming a size class (sizes to 1/100 px, so the same layout always finds the same sheet). */
export function sheetKey(s: SheetSpec): string {
  const r = (v: number): number => Math.round(v * 100) / 100;
  return `${s.theme}|${r(s.w)}x${r(s.h)}|${r(s.numeralSize)}|${r(s.resolution)}`;
}

/** Transparent margin around each card in its slot: room for the card's drop shadow (CSS px). */
export function slotPad(w: number): number {
  return Math.ceil(Math.max(2, w * 0.03)) + 1;
}

/** Where a slot sits: page, top-left and size in CSS pixels (the card itself starts `pad` in). */
export interface SlotRect {
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The pages of a sheet and each slot's place. */
export interface SheetLayout {
  readonly pad: number;
  readonly pages: readonly { readonly w: number; readonly h: number }[];
  readonly slots: readonly SlotRect[];
}

/**
 * Lays `count` slots of a w x h card out on pages of at most `maxPx` device pixels a side: slots start on whole device
 * pixels (no card bleeds into its neighbour when sampled), one pixel of gutter apart.
 */
export function sheetLayout(w: number, h: number, resolution: number, count: number, maxPx = 4096): SheetLayout {
  const pad = slotPad(w);
  const cellW = Math.ceil((w + 2 * pad) * resolution) + 1;
  const cellH = Math.ceil((h + 2 * pad) * resolution) + 1;
  const cols = Math.max(1, Math.min(count, Math.floor(maxPx / cellW), Math.ceil(Math.sqrt((count * cellH) / cellW))));
  const rowsPerPage = Math.max(1, Math.floor(maxPx / cellH));
  const perPage = cols * rowsPerPage;
  const pages: { w: number; h: number }[] = [];
  const slots: SlotRect[] = [];
  for (let i = 0; i < count; i++) {
    const page = Math.floor(i / perPage);
    const k = i % perPage;
    const col = k % cols;
    const row = Math.floor(k / cols);
    if (pages.length <= page) pages.push({ w: 0, h: 0 });
    const p = pages[page];
    if (p) {
      p.w = Math.max(p.w, ((col + 1) * cellW) / resolution);
      p.h = Math.max(p.h, ((row + 1) * cellH) / resolution);
    }
    slots.push({ page, x: (col * cellW) / resolution, y: (row * cellH) / resolution, w: w + 2 * pad, h: h + 2 * pad });
  }
  return { pad, pages, slots };
}

/** What a backend built for a sheet: one texture per slot, and how to paint a back into a back slot or free it all. */
export interface BuiltSheet<T> {
  readonly textures: readonly T[];
  paintBack(slot: number, back: number, color: number): void;
  destroy(): void;
}

/** Paints a whole sheet (faces and empty slot) for a size class; the Pixi one renders into render textures. */
export type SheetBuilder<T> = (spec: SheetSpec, layout: SheetLayout) => BuiltSheet<T>;

interface BackUse {
  slot: number;
  refs: number;
  used: number;
}

/** One size class's sheet: frames of faces, the empty slot, and backs taken and given back by views. */
export class AtlasSheet<T> {
  /** Card views that use this sheet. */
  refs = 0;
  private alive = true;
  private readonly backs = new Map<string, BackUse>();
  private clock = 0;

  constructor(
    readonly key: string,
    readonly spec: SheetSpec,
    readonly layout: SheetLayout,
    private readonly built: BuiltSheet<T>,
  ) {}

  /** False once destroyed (a resolution change or eviction); views then take a new sheet. */
  get live(): boolean {
    return this.alive;
  }

  /** The transparent margin around the card in every frame (CSS px): a sprite of a frame sits at (-pad, -pad). */
  get pad(): number {
    return this.layout.pad;
  }

  /** The frame of `card`'s face. */
  face(card: Card): T {
    return this.at(faceSlot(cardColor(card), cardNumber(card)));
  }

  /** The frame of the empty slot. */
  empty(): T {
    return this.at(EMPTY_SLOT);
  }

  /** The frame of back `back` in `color`, painted into a back slot the first time; give it back with dropBack. */
  takeBack(back: number, color: number): T {
    const key = `${back}:${color}`;
    let use = this.backs.get(key);
    if (!use) {
      const slot = this.freeBackSlot();
      for (const [k, u] of this.backs) if (u.slot === slot) this.backs.delete(k);
      use = { slot, refs: 0, used: 0 };
      this.backs.set(key, use);
      this.built.paintBack(backSlot(slot), back, color);
    }
    use.refs++;
    use.used = ++this.clock;
    return this.at(backSlot(use.slot));
  }

  /** Gives back a back taken with takeBack (its slot may be painted over once no view shows it). */
  dropBack(back: number, color: number): void {
    const use = this.backs.get(`${back}:${color}`);
    if (use && use.refs > 0) use.refs--;
  }

  /** Backs painted into this sheet right now (for tests). */
  get backsHeld(): number {
    return this.backs.size;
  }

  /** Frees the sheet's textures; its frames must not be shown after this. */
  destroy(): void {
    if (!this.alive) return;
    this.alive = false;
    this.backs.clear();
    this.built.destroy();
  }

  private at(slot: number): T {
    const t = this.built.textures[slot];
    if (t === undefined) throw new Error(`card atlas: no slot ${slot}`);
    return t;
  }

  /** A back slot never used, else the one no view shows that was used longest ago, else the oldest. */
  private freeBackSlot(): number {
    const taken = new Set<number>();
    for (const u of this.backs.values()) taken.add(u.slot);
    for (let i = 0; i < BACK_SLOTS; i++) if (!taken.has(i)) return i;
    let best: BackUse | null = null;
    for (const u of this.backs.values()) {
      const better = best === null || (u.refs === 0 && best.refs > 0) || ((u.refs === 0) === (best.refs === 0) && u.used < best.used);
      if (better) best = u;
    }
    return best?.slot ?? 0;
  }
}

/** Counters for tests and the debug hooks. */
export interface AtlasStats {
  /** Sheets alive now. */
  readonly sheets: number;
  /** Of those, the ones no view uses (kept for a view that comes back; never more than the atlas keeps). */
  readonly idle: number;
  /** Render-texture pages of the sheets alive now. */
  readonly pages: number;
  /** Sheets ever painted. */
  readonly built: number;
  /** Sheets ever destroyed. */
  readonly destroyed: number;
}

/** Every sheet in use (plus a few idle ones), made when a size is first asked for and destroyed when no longer wanted. */
export class CardAtlas<T> {
  private readonly sheets = new Map<string, AtlasSheet<T>>();
  /** Keys of sheets no view uses, least recently released first. */
  private idle: string[] = [];
  private readonly listeners = new Set<() => void>();
  private res: number;
  private built = 0;
  private destroyed = 0;

  constructor(
    private readonly builder: SheetBuilder<T>,
    resolution = 1,
    private readonly keepIdle = IDLE_SHEETS,
  ) {
    this.res = resolution;
  }

  /** The pixel density sheets are painted at. */
  get resolution(): number {
    return this.res;
  }

  /** A new density destroys every sheet and tells the views, which take sheets painted at the new one. */
  setResolution(resolution: number): void {
    if (resolution === this.res) return;
    this.res = resolution;
    this.clear();
    for (const fn of this.listeners) fn();
  }

  /** The sheet of a size class (painted now if no live sheet has it); give it back with release. */
  acquire(theme: CardThemeName, w: number, h: number, numeralSize: number): AtlasSheet<T> {
    const spec: SheetSpec = { theme, w, h, numeralSize, resolution: this.res };
    const key = sheetKey(spec);
    let sheet = this.sheets.get(key);
    if (!sheet) {
      const layout = sheetLayout(w, h, this.res, SHEET_PICTURES.length);
      sheet = new AtlasSheet(key, spec, layout, this.builder(spec, layout));
      this.sheets.set(key, sheet);
      this.built++;
    }
    if (sheet.refs === 0) this.idle = this.idle.filter((k) => k !== key);
    sheet.refs++;
    return sheet;
  }

  /** A view lets go of a sheet; unused sheets past the few kept are destroyed. */
  release(sheet: AtlasSheet<T>): void {
    if (!sheet.live || this.sheets.get(sheet.key) !== sheet || sheet.refs <= 0) return;
    sheet.refs--;
    if (sheet.refs > 0) return;
    this.idle.push(sheet.key);
    while (this.idle.length > this.keepIdle) {
      const key = this.idle.shift();
      const old = key === undefined ? undefined : this.sheets.get(key);
      if (key !== undefined && old) {
        this.sheets.delete(key);
        old.destroy();
        this.destroyed++;
      }
    }
  }

  /** Destroys every sheet (views showing one must take a new one: listeners are told on a resolution change). */
  clear(): void {
    for (const sheet of this.sheets.values()) {
      sheet.destroy();
      this.destroyed++;
    }
    this.sheets.clear();
    this.idle = [];
  }

  /** Calls `fn` after the sheets were replaced; returns the unsubscribe function. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** How many sheets live, and how many were ever painted and destroyed. */
  stats(): AtlasStats {
    let pages = 0;
    for (const sheet of this.sheets.values()) pages += sheet.layout.pages.length;
    return { sheets: this.sheets.size, idle: this.idle.length, pages, built: this.built, destroyed: this.destroyed };
  }
}
