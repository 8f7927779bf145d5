/** Issue 16: the card atlas paints every face once per size class, hands out the same frames, and lets sheets go. */
import { describe, expect, it } from 'vitest';
import { COLORS, makeCard } from '@shared/games/ligretto/cards';
import {
  BACK_SLOTS,
  CardAtlas,
  EMPTY_SLOT,
  FACE_NUMBERS,
  IDLE_SHEETS,
  SHEET_PICTURES,
  faceSlot,
  sheetLayout,
  type BuiltSheet,
  type SheetSpec,
} from '@renderer/views/cards/card-atlas-core';

/** A fake texture: which sheet and slot it is a frame of. */
interface Frame {
  readonly sheet: number;
  readonly slot: number;
}

/** A builder that records what it painted and destroyed instead of touching a GPU. */
function recorder(): {
  builder: (spec: SheetSpec) => BuiltSheet<Frame>;
  specs: SheetSpec[];
  backs: { sheet: number; slot: number; back: number; color: number }[];
  destroyed: number[];
} {
  const specs: SheetSpec[] = [];
  const backs: { sheet: number; slot: number; back: number; color: number }[] = [];
  const destroyed: number[] = [];
  return {
    specs,
    backs,
    destroyed,
    builder: (spec) => {
      const sheet = specs.push(spec) - 1;
      return {
        textures: SHEET_PICTURES.map((_, slot) => ({ sheet, slot })),
        paintBack: (slot, back, color) => backs.push({ sheet, slot, back, color }),
        destroy: () => destroyed.push(sheet),
      };
    },
  };
}

describe('card atlas', () => {
  it('holds every face of every colour and number exactly once, plus the empty slot and the back slots', () => {
    const faces = SHEET_PICTURES.filter((p) => p.kind === 'face');
    expect(faces).toHaveLength(COLORS.length * FACE_NUMBERS);
    const keys = new Set(faces.map((p) => (p.kind === 'face' ? `${p.color}${p.number}` : '')));
    expect(keys.size).toBe(faces.length);
    for (const color of COLORS) {
      for (let n = 1; n <= FACE_NUMBERS; n++) {
        const pic = SHEET_PICTURES[faceSlot(color, n)];
        expect(pic).toEqual({ kind: 'face', color, number: n });
      }
    }
    expect(SHEET_PICTURES[EMPTY_SLOT]).toEqual({ kind: 'empty' });
    expect(SHEET_PICTURES.filter((p) => p.kind === 'back')).toHaveLength(BACK_SLOTS);
  });

  it('lays slots out without overlap on whole device pixels, within the page limit', () => {
    for (const [w, h, res] of [
      [61.5, 86.1, 1],
      [140, 196, 2],
      [320, 448, 2],
    ] as const) {
      const L = sheetLayout(w, h, res, SHEET_PICTURES.length, 4096);
      expect(L.slots).toHaveLength(SHEET_PICTURES.length);
      for (const p of L.pages) expect(Math.max(p.w, p.h) * res).toBeLessThanOrEqual(4096);
      for (const [i, a] of L.slots.entries()) {
        expect(Number.isInteger(Math.round(a.x * res * 1e6) / 1e6)).toBe(true);
        expect(a.w).toBeCloseTo(w + 2 * L.pad);
        for (const b of L.slots.slice(i + 1)) {
          const apart = a.page !== b.page || a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
          expect(apart, `slots ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
        }
      }
    }
  });

  it('paints a size class once and gives every view of it the same frames', () => {
    const rec = recorder();
    const atlas = new CardAtlas(rec.builder, 1);
    const a = atlas.acquire('standard', 80, 112, 65);
    const b = atlas.acquire('standard', 80, 112, 65);
    expect(a).toBe(b);
    expect(rec.specs).toHaveLength(1);
    const card = makeCard(3, 'g', 7);
    expect(a.face(card)).toBe(b.face(makeCard(0, 'g', 7)));
    expect(a.face(card)).toEqual({ sheet: 0, slot: faceSlot('g', 7) });
    expect(a.empty()).toEqual({ sheet: 0, slot: EMPTY_SLOT });
    // Another size or theme is another sheet.
    atlas.acquire('high-visibility', 80, 112, 65);
    atlas.acquire('standard', 90, 126, 73);
    expect(rec.specs).toHaveLength(3);
    expect(atlas.stats()).toEqual({ sheets: 3, idle: 0, pages: 3, built: 3, destroyed: 0 });
  });

  it('paints a back once however many views show it, and reuses a slot no view shows', () => {
    const rec = recorder();
    const atlas = new CardAtlas(rec.builder, 1);
    const sheet = atlas.acquire('standard', 80, 112, 65);
    const first = sheet.takeBack(2, 0xff0000);
    expect(sheet.takeBack(2, 0xff0000)).toBe(first);
    expect(rec.backs).toHaveLength(1);
    for (let i = 0; i < BACK_SLOTS - 1; i++) sheet.takeBack(i + 10, 0x00ff00);
    expect(rec.backs).toHaveLength(BACK_SLOTS);
    // Every slot is taken and shown: a new back goes where the back no view shows any more was.
    sheet.dropBack(10, 0x00ff00);
    const fresh = sheet.takeBack(99, 0x0000ff);
    expect(rec.backs.at(-1)?.slot).toBe(fresh.slot);
    expect(rec.backs.find((b) => b.back === 10)?.slot).toBe(fresh.slot);
    expect(sheet.takeBack(2, 0xff0000)).toBe(first);
    expect(sheet.backsHeld).toBe(BACK_SLOTS);
  });

  it('keeps a few unused sheets and destroys the rest', () => {
    const rec = recorder();
    const atlas = new CardAtlas(rec.builder, 1);
    const sheets = Array.from({ length: IDLE_SHEETS + 2 }, (_, i) => atlas.acquire('standard', 50 + i, 70 + i, 40));
    for (const s of sheets) atlas.release(s);
    expect(rec.destroyed).toEqual([0, 1]);
    expect(sheets[0]?.live).toBe(false);
    expect(atlas.stats()).toEqual({ sheets: IDLE_SHEETS, idle: IDLE_SHEETS, pages: IDLE_SHEETS, built: IDLE_SHEETS + 2, destroyed: 2 });
    // Taking an idle sheet again paints nothing.
    atlas.acquire('standard', 50 + IDLE_SHEETS + 1, 70 + IDLE_SHEETS + 1, 40);
    expect(rec.specs).toHaveLength(IDLE_SHEETS + 2);
  });

  it('destroys every sheet on a new resolution and tells the views, which then get sheets at the new density', () => {
    const rec = recorder();
    const atlas = new CardAtlas(rec.builder, 1);
    const old = atlas.acquire('standard', 80, 112, 65);
    let told = 0;
    atlas.subscribe(() => told++);
    atlas.setResolution(1);
    expect(told).toBe(0);
    atlas.setResolution(2);
    expect(told).toBe(1);
    expect(old.live).toBe(false);
    expect(rec.destroyed).toEqual([0]);
    atlas.release(old);
    const fresh = atlas.acquire('standard', 80, 112, 65);
    expect(fresh).not.toBe(old);
    expect(fresh.spec.resolution).toBe(2);
    expect(atlas.stats()).toEqual({ sheets: 1, idle: 0, pages: 1, built: 2, destroyed: 1 });
  });
});
