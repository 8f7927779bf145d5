/** Per-pad button remapping, saved in localStorage as validated JSON; bad data falls back to the defaults. */
import { z } from 'zod';
import { BindingTable, buttonFor, type BindingRow, type ButtonOverrides } from './bindings';
import type { DeviceRef } from './devices';

/** The parts of localStorage the store uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The localStorage key of the remap store. */
export const REMAP_STORAGE_KEY = 'ligretto.input.remap';

/** The highest button index a remap may name (the standard mapping has 17; some pads report more). */
export const MAX_REMAP_BUTTON = 31;

const storedSchema = z.object({
  version: z.literal(1),
  pads: z.record(z.string().min(1).max(300), z.record(z.string().max(64), z.number().int().min(0).max(MAX_REMAP_BUTTON).nullable())),
});

type Stored = z.infer<typeof storedSchema>;

/** The key a pad's remap is saved under: its label family and id string ("kind+id"), the same for every slot. */
export function remapKey(device: DeviceRef): string | null {
  return device.kind === 'pad' ? `${device.family}:${device.id}` : null;
}

/** The live tables a remap must keep apart: the menus alone, and each game's rows with the menus. */
function tablesOf(games: readonly (readonly BindingRow[])[]): readonly BindingTable[] {
  return [new BindingTable(), ...games.map((rows) => new BindingTable(rows))];
}

/** Keeps known rows only, and drops a pad's overrides entirely if they would give two rows of a mode one button in any table. */
function sanitize(overrides: Readonly<Record<string, number | null>>, tables: readonly BindingTable[]): ButtonOverrides {
  const known: Record<string, number | null> = {};
  for (const [id, button] of Object.entries(overrides)) if (tables.some((table) => table.row(id))) known[id] = button;
  for (const table of tables) {
    for (const mode of ['menu', 'game'] as const) {
      const used = new Set<number>();
      for (const r of table.inMode(mode)) {
        const b = buttonFor(r, known);
        if (b === null) continue;
        if (used.has(b)) return {};
        used.add(b);
      }
    }
  }
  return known;
}

/** Parses stored JSON against the menus and these games' rows; anything unreadable or invalid gives an empty store. Never throws. */
export function parseRemap(text: string | null, games: readonly (readonly BindingRow[])[] = []): Map<string, ButtonOverrides> {
  const tables = tablesOf(games);
  const pads = new Map<string, ButtonOverrides>();
  if (!text) return pads;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return pads;
  }
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success) return pads;
  for (const [key, overrides] of Object.entries(parsed.data.pads)) {
    const clean = sanitize(overrides, tables);
    if (Object.keys(clean).length > 0) pads.set(key, clean);
  }
  return pads;
}

/** Remapped buttons per pad kind and id, loaded once and saved after every change. */
export class Remap {
  private readonly pads: Map<string, ButtonOverrides>;
  private readonly tables: readonly BindingTable[];

  /** `storage` is localStorage in the renderer (null keeps remaps in memory only); `games`: every game's own rows. */
  constructor(
    private readonly storage: StorageLike | null,
    games: readonly (readonly BindingRow[])[] = [],
  ) {
    let text: string | null = null;
    try {
      text = storage?.getItem(REMAP_STORAGE_KEY) ?? null;
    } catch {
      // Storage can be switched off (privacy settings); remaps then last for this session.
    }
    this.tables = tablesOf(games);
    this.pads = parseRemap(text, games);
  }

  /** A pad's overrides (empty for default bindings and for key sets). */
  overridesFor(device: DeviceRef): ButtonOverrides {
    const key = remapKey(device);
    return (key && this.pads.get(key)) || {};
  }

  /**
   * Puts a row on a button for this pad. The row of the same mode (in every table holding the row) that had that
   * button takes this row's old button, so every action keeps a control. Returns false for unknown rows and key sets.
   */
  assign(device: DeviceRef, rowId: string, button: number | null): boolean {
    const key = remapKey(device);
    const holding = this.tables.filter((table) => table.row(rowId));
    const target = holding[0]?.row(rowId);
    if (!key || !target) return false;
    if (button !== null && (!Number.isInteger(button) || button < 0 || button > MAX_REMAP_BUTTON)) return false;
    const next: Record<string, number | null> = { ...this.overridesFor(device) };
    const old = buttonFor(target, next);
    if (button !== null) {
      for (const table of holding)
        for (const r of table.inMode(target.mode)) if (r.id !== rowId && buttonFor(r, next) === button) next[r.id] = old;
    }
    next[rowId] = button;
    for (const table of this.tables) for (const r of table.rows) if (next[r.id] === r.button) delete next[r.id];
    if (Object.keys(next).length === 0) this.pads.delete(key);
    else this.pads.set(key, next);
    this.save();
    return true;
  }

  /** Back to the default bindings for this pad. */
  reset(device: DeviceRef): void {
    const key = remapKey(device);
    if (key && this.pads.delete(key)) this.save();
  }

  /** The stored form (what save writes). */
  toJSON(): Stored {
    return { version: 1, pads: Object.fromEntries(this.pads) };
  }

  private save(): void {
    try {
      this.storage?.setItem(REMAP_STORAGE_KEY, JSON.stringify(this.toJSON()));
    } catch {
      // A full or disabled storage keeps the remap for this session only.
    }
  }
}
