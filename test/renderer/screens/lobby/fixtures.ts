/** Lobby test fixtures: seats built through the host's own lobby rules, devices, action events and a menu rig. */
import { expect } from 'vitest';
import { applyLobby, emptySeats } from '@main/session/lobby';
import type { ClientMessage, LanStatus, LobbyCommand } from '@shared/protocol';
import { decodeClientMessage } from '@shared/protocol-schema';
import { withGameOptions, withNamedOptions } from '@shared/match-options';
import { DEFAULT_MATCH_OPTIONS, type BotLevelName, type MatchOptions, type Seat } from '@shared/seats';
import type { MenuItem } from '@renderer/ui/Menu';
import { lobbyMenuItems } from '@renderer/screens/lobby/lobby-menu';
import { pickTargetSeat } from '@renderer/screens/lobby/lobby-steps';
import { keysDevice, padDevice, toInputBinding, type ActionEvent, type DeviceRef, type MenuActionKind } from '@renderer/input/index';
import { LIGRETTO_LOBBY } from '@renderer/games/ligretto/lobby-options';
import type { GameLobby } from '@renderer/games/game-ui';

/** An Xbox pad in slot 0. */
export const XBOX = padDevice(0, 'Xbox 360 Controller (XInput STANDARD GAMEPAD Vendor: 045e)');
/** A DualSense in slot 1. */
export const DUALSENSE = padDevice(1, 'DualSense Wireless Controller (STANDARD GAMEPAD Vendor: 054c Product: 0ce6)');
/** A Switch Pro Controller in slot 2. */
export const SWITCH = padDevice(2, 'Pro Controller (STANDARD GAMEPAD Vendor: 057e Product: 2009)');
/** The left-hand key set. */
export const KEYS0 = keysDevice(0);
/** The right-hand key set. */
export const KEYS1 = keysDevice(1);

/** Applies lobby commands the way the host does; throws on a refusal so fixtures stay honest. */
export function seatsAfter(cmds: readonly LobbyCommand[], start: readonly Seat[] = emptySeats()): Seat[] {
  let seats = start.slice();
  for (const cmd of cmds) {
    const r = applyLobby(seats, cmd);
    if (!r.ok) throw new Error(`fixture refused: ${r.error}`);
    seats = r.seats;
  }
  return seats;
}

/** The join command of a device. */
export function joinOf(device: DeviceRef, name?: string): LobbyCommand {
  return name === undefined ? { op: 'join', input: toInputBinding(device) } : { op: 'join', input: toInputBinding(device), name };
}

/** A menu action event. */
export function press(device: DeviceRef, kind: MenuActionKind, at = 1000, waking = false): ActionEvent {
  return { type: 'action', device, action: { kind }, at, waking };
}

/** Seat 0 Xbox pad (Ana), seat 1 a casual bot, seat 2 key set 0 (Cy): the usual small lobby. */
export function smallLobby(): Seat[] {
  return seatsAfter([joinOf(XBOX, 'Ana'), { op: 'add-bot', level: 'casual' }, joinOf(KEYS0, 'Cy')]);
}

/** A menu over a host state, sending through the session's own lobby rules. */
export interface MenuRig {
  readonly state: { seats: Seat[]; options: MatchOptions; target: number | null; level: BotLevelName; game: string; lan: LanStatus | null };
  readonly sent: ClientMessage[];
  readonly items: MenuItem[];
  item(id: string): MenuItem;
  value(id: string): string;
}

/** A host that keeps state and applies lobby messages with the session's own rules (`games`: the lobby's Game line). */
export function rig(start: Seat[], games: readonly GameLobby[] = [LIGRETTO_LOBBY]): MenuRig {
  const state: MenuRig['state'] = {
    seats: start,
    options: DEFAULT_MATCH_OPTIONS,
    target: pickTargetSeat(null, start, null),
    level: 'casual',
    game: 'ligretto',
    lan: null,
  };
  const sent: ClientMessage[] = [];
  const items = lobbyMenuItems(
    {
      seats: () => state.seats,
      game: () => state.game,
      options: () => state.options,
      targetSeat: () => state.target,
      setTargetSeat: (s) => void (state.target = s),
      botLevel: () => state.level,
      setBotLevel: (l) => void (state.level = l),
      lan: () => state.lan,
      send: (msg) => {
        expect(decodeClientMessage(msg).ok).toBe(true);
        sent.push(msg);
        if (msg.t !== 'lobby') return;
        if (msg.cmd.op === 'set-game') return void (state.game = msg.cmd.game);
        if (msg.cmd.op === 'set-options') {
          const next = withNamedOptions(state.options, msg.cmd.options);
          expect(typeof next === 'string' ? next : 'ok').toBe('ok');
          if (typeof next === 'object') state.options = next;
        }
        if (msg.cmd.op === 'set-game-options') state.options = withGameOptions(state.options, msg.cmd.patch);
        const r = applyLobby(state.seats, msg.cmd);
        expect(r.ok, r.ok ? '' : r.error).toBe(true);
        if (r.ok) {
          const before = state.seats;
          state.seats = r.seats;
          state.target = pickTargetSeat(before, r.seats, state.target);
        }
      },
    },
    games,
  );
  const item = (id: string): MenuItem => {
    const found = items.find((i) => i.id === id);
    if (!found) throw new Error(`no item ${id}`);
    return found;
  };
  return { state, sent, items, item, value: (id: string) => item(id).value?.() ?? '' };
}
