/** Every message between the host session and its views, in both directions: types and limits. */
import type { z } from 'zod';
import type {
  clientMessageSchema,
  controlOpSchema,
  deviceChangeSchema,
  hostMessageSchema,
  hostOutMessageSchema,
  lobbyCommandSchema,
  lostSeatChoiceSchema,
  resultsWaitSchema,
  seatHintSchema,
  seatPatchSchema,
  snapshotSchemaFor,
} from './protocol-schema';
import type {
  lanChoiceSchema,
  lanStatusSchema,
  remoteSetupSchema,
  remoteStatusSchema,
  nativePadStatusSchema,
  rawPadSchema,
} from './side-status-schema';
import type { BuiltInState } from './games/contracts';

export { MAX_MESSAGE_BYTES } from './protocol-schema';

/** Bumped when a message changes shape. */
export const PROTOCOL_VERSION = 1;

export type { Stage } from './stage';

/** What every view draws: the whole session at one moment; `S` is the game's state (the built-in games' by default). */
export type Snapshot<S = BuiltInState> = z.infer<ReturnType<typeof snapshotSchemaFor<z.ZodType<S>>>>;

/** The LAN controller server: listening with its address, room code and QR code, or why it is not. */
export type LanStatus = z.infer<typeof lanStatusSchema>;

/** Remote players through the relay, as the lobby shows them. */
export type RemoteStatus = z.infer<typeof remoteStatusSchema>;
/** Remote players' setting as the TV's Settings screen and lobby show it. */
export type RemoteSetup = z.infer<typeof remoteSetupSchema>;

/** A network interface LAN mode can listen on: its name and IPv4 address. */
export type LanChoice = z.infer<typeof lanChoiceSchema>;

/** Native gamepads: available with the number connected, or why not (the Gamepad API and phones still work). */
export type NativePadStatus = z.infer<typeof nativePadStatusSchema>;

/** One native pad in the shape of the Gamepad API's Gamepad (standard mapping), for the renderer's raw-pad seam. */
export type RawPadState = z.infer<typeof rawPadSchema>;

/** A change to one seat from the lobby. */
export type SeatPatch = z.infer<typeof seatPatchSchema>;

/** Lobby commands. */
export type LobbyCommand = z.infer<typeof lobbyCommandSchema>;

/** Match controls. */
export type ControlOp = z.infer<typeof controlOpSchema>;

/** One live hint: a stuck person's seat and a play it could make. */
export type SeatHint = z.infer<typeof seatHintSchema>;

/** What is done for a seat whose controller was lost mid-match. */
export type LostSeatChoice = z.infer<typeof lostSeatChoiceSchema>;

/** A results screen waiting for people to press continue. */
export type ResultsWait = z.infer<typeof resultsWaitSchema>;

/** Messages a view sends to the host. Intents name the lobby seat; the host maps it to the engine player. */
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** A controller disappeared, or appeared (`previous`: the lost binding the input layer recognised it as). */
export type DeviceChangeMessage = z.infer<typeof deviceChangeSchema>;

/** Messages the host sends to a view, decoded with the built-in games' schemas (state, events, intent kinds, reasons). */
export type HostMessage = z.infer<typeof hostMessageSchema>;

/** A message as the game-agnostic host sends it, before a view decodes it with its games' schemas. */
export type HostOutMessage = z.infer<typeof hostOutMessageSchema>;
