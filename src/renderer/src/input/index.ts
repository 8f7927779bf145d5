/** The input layer's public surface: import from here, not from the files behind it. */
export { MENU_ACTION_KINDS, isMenuAction } from './actions';
export type { Command, GameAction, InputAction, InputMode, MenuAction, MenuActionKind } from './actions';
export { BindingTable, MENU_ROWS, MENU_TABLE, SHARED_GAME_ROWS, binding, buttonFor, hintsFor } from './bindings';
export type { BindingRow, ButtonOverrides, Hint } from './bindings';
export type { GameInput } from './game-input';
export {
  DIRECTIONS,
  MAX_BINDING_ID,
  deviceKey,
  deviceOfBinding,
  isBoundTo,
  keysDevice,
  padBindingId,
  padDevice,
  padFamily,
  sameDevice,
  seatOfDevice,
  toInputBinding,
} from './devices';
export type { Control, DeviceChange, DeviceRef, Direction, Edge, EdgeType, KeySet, PadFamily, ReaderEvent } from './devices';
export { InputHub } from './InputHub';
export type { ActionEvent, CapturedEvent, DeviceEvent, InputEvent, InputHubParts } from './InputHub';
export { KeyboardReader } from './KeyboardReader';
export type { KeyEventLike, KeyTarget } from './KeyboardReader';
export { BUTTON, BUTTON_LABELS, STANDARD_BUTTON_COUNT, buttonLabel, joinRuns, keyLabel, stickLabel } from './labels';
export { SCRIPTED_PADS_PARAM, browserPadSource, installPadSource } from './pad-source';
export type { GamepadNavigator, PadSource, PadsGlobal, RawButton, RawPad } from './pad-source';
export { BROWSER_PAD_SLOTS, NativePadSource } from './NativePadSource';
export { PadReader } from './PadReader';
export { DEFAULT_PAD_TUNING, PadState, stickDirection } from './PadState';
export type { PadTuning } from './PadState';
export { MAX_REMAP_BUTTON, REMAP_STORAGE_KEY, Remap, parseRemap, remapKey } from './Remap';
export type { StorageLike } from './Remap';
export { SCRIPTED_SLOTS, ScriptedPadSource, TAP_GAP_MS } from './ScriptedPadSource';
export { setupInput } from './setup-input';
export type { InputPage } from './setup-input';
