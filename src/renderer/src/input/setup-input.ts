/** The renderer's composition of the input layer: pad source, readers, remap store and hub. */
import { InputHub } from './InputHub';
import { KeyboardReader, type KeyTarget } from './KeyboardReader';
import { PadReader } from './PadReader';
import { installPadSource, type GamepadNavigator, type PadSource, type PadsGlobal } from './pad-source';
import { Remap, type StorageLike } from './Remap';
import type { BindingRow } from './bindings';

/** What setupInput needs from the page; `window` itself fits. */
export interface InputPage extends KeyTarget, PadsGlobal {
  readonly location: Pick<Location, 'search'>;
  readonly navigator: Partial<GamepadNavigator>;
  readonly localStorage: StorageLike;
}

/** localStorage, or null where reading it throws (storage disabled for the page). */
function storageOf(page: InputPage): StorageLike | null {
  try {
    return page.localStorage;
  } catch {
    return null;
  }
}

/**
 * Builds the hub for this page: real or scripted pads (`?pads=scripted` exposes
 * `window.ligrettoPads`), extra pad sources (native pads from the host), both key sets and the saved remaps (checked against
 * every game's rows, `gameRows`). Call `hub.poll(now)` once
 * per frame and `hub.dispose()` when the page goes away.
 */
export function setupInput(
  page: InputPage,
  extra: readonly PadSource[] = [],
  browserPads: () => boolean = () => true,
  gameRows: readonly (readonly BindingRow[])[] = [],
): { readonly hub: InputHub; readonly remap: Remap } {
  const installed = installPadSource(page.location, page.navigator, page);
  const source: PadSource = { read: (now) => (browserPads() ? installed.read(now) : []) };
  const remap = new Remap(storageOf(page), gameRows);
  const pads = [new PadReader(source), ...extra.map((s) => new PadReader(s))];
  // The keyboard takes the keys of the hub's live table: the menus' always, the running game's while its table shows.
  const hub: InputHub = new InputHub({ pads, keyboard: new KeyboardReader(page, (code) => hub.keySetOf(code)), remap });
  return { hub, remap };
}
