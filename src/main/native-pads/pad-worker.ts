/** The native pad worker's logic: load SDL if it is there, poll its controllers, post their states when they change. */
import type { RawPadState } from '@shared/protocol';
import { SlotTable, samePadState, toRawPad, type SdlControllerState } from './pad-mapping';
import { MAX_NATIVE_PADS, type WorkerPort } from './worker-protocol';

/** The optional N-API SDL binding. */
export const SDL_MODULE = '@kmamal/sdl';

/** One SDL game controller device, as @kmamal/sdl lists it. */
export interface SdlDevice {
  readonly id: number;
  readonly name: string | null;
  readonly guid: string | null;
}

/** An opened controller: its live state, and whether SDL has closed it (unplugged). */
export interface SdlInstance extends SdlControllerState {
  readonly closed: boolean;
  close(): void;
}

/** The part of @kmamal/sdl's `controller` module the worker uses. */
export interface SdlControllers {
  readonly devices: readonly SdlDevice[];
  openDevice(device: SdlDevice): SdlInstance;
}

/** SDL's controllers, or why they cannot be used. */
export type SdlLoad =
  { readonly ok: true; readonly controllers: SdlControllers; readonly backend: string } | { readonly ok: false; readonly reason: string };

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function isControllers(value: unknown): value is SdlControllers {
  return Array.isArray(field(value, 'devices')) && typeof field(value, 'openDevice') === 'function';
}

function versionOf(mod: unknown): string {
  const v = field(field(field(mod, 'info'), 'version'), 'runtime') ?? field(field(field(mod, 'info'), 'version'), 'compile');
  const [major, minor, patch] = ['major', 'minor', 'patch'].map((k) => field(v, k));
  return typeof major === 'number' ? `SDL ${major}.${String(minor)}.${String(patch)}` : 'SDL';
}

/** Loads SDL through `importer`; a missing or broken module is a reason, never a throw. */
export async function loadSdl(importer: (name: string) => Promise<unknown> = (name) => import(name)): Promise<SdlLoad> {
  // Buttons by position (A = south) as the Gamepad API's standard mapping, also on Nintendo pads.
  process.env['SDL_GAMECONTROLLER_USE_BUTTON_LABELS'] ??= '0';
  let mod: unknown;
  try {
    mod = await importer(SDL_MODULE);
  } catch (e) {
    const code = field(e, 'code');
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      return { ok: false, reason: `the optional ${SDL_MODULE} module is not installed (its prebuilt SDL binary could not be downloaded)` };
    }
    return {
      ok: false,
      reason: `${SDL_MODULE} could not load: ${(e instanceof Error ? e.message : String(e)).split('\n')[0] ?? ''}`.slice(0, 280),
    };
  }
  const root = isControllers(field(mod, 'controller')) ? mod : field(mod, 'default');
  const controllers = field(root, 'controller');
  if (!isControllers(controllers)) return { ok: false, reason: `${SDL_MODULE} loaded but offers no controller API` };
  return { ok: true, controllers, backend: versionOf(root) };
}

interface OpenPad {
  readonly instance: SdlInstance;
  readonly slot: number;
  readonly id: string;
  last: RawPadState | null;
}

/** Polling periods: pad states every `pollMs`, the device list every `scanMs`. */
export interface PollTiming {
  readonly pollMs: number;
  readonly scanMs: number;
  readonly now: () => number;
}

/** Default polling: 125 Hz for states (under a frame at 60 Hz), twice a second for plugged and unplugged pads. */
export const DEFAULT_POLL: PollTiming = { pollMs: 8, scanMs: 500, now: () => performance.now() };

/** Polls SDL's controllers and posts every pad's state whenever one changes; returns a stop function. */
export function runPads(port: WorkerPort, controllers: SdlControllers, timing: PollTiming = DEFAULT_POLL): () => void {
  const open = new Map<number, OpenPad>();
  const slots = new SlotTable();
  let dirty = false;
  const scan = (): void => {
    const present = new Set<number>();
    for (const device of controllers.devices) {
      present.add(device.id);
      if (open.has(device.id) || open.size >= MAX_NATIVE_PADS) continue;
      try {
        const instance = controllers.openDevice(device);
        const name = (device.name ?? 'Controller').slice(0, 80);
        const slot = slots.take(`${device.guid ?? '?'}:${name}`);
        open.set(device.id, { instance, slot, id: `native:${name} (${device.guid ?? 'no guid'})`, last: null });
      } catch {
        // A device that will not open is skipped; the next scan tries again.
      }
    }
    for (const [id, pad] of open) {
      if (present.has(id) && !pad.instance.closed) continue;
      open.delete(id);
      slots.free(pad.slot);
      dirty = true;
      if (!pad.instance.closed) pad.instance.close();
    }
  };
  const poll = (): void => {
    let changed = dirty;
    dirty = false;
    for (const pad of open.values()) {
      const next = toRawPad(pad.slot, pad.id, pad.instance, timing.now());
      if (pad.last && samePadState(pad.last, next)) continue;
      pad.last = next;
      changed = true;
    }
    if (changed) port.post({ t: 'pads', pads: [...open.values()].flatMap((p) => (p.last ? [p.last] : [])) });
  };
  scan();
  poll();
  const scanTimer = setInterval(scan, timing.scanMs);
  const pollTimer = setInterval(poll, timing.pollMs);
  return () => {
    clearInterval(scanTimer);
    clearInterval(pollTimer);
    for (const pad of open.values()) if (!pad.instance.closed) pad.instance.close();
    open.clear();
  };
}
