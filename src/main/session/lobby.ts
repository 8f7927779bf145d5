/** Pure lobby operations on the 12 seats: each returns the new seats or a reason it is refused. */
import { nameKey } from '@shared/names';
import type { LobbyCommand, SeatPatch } from '@shared/protocol';
import {
  BOT_LEVEL_NAMES,
  CARD_BACKS,
  PLAYER_COLORS,
  SEAT_COUNT,
  openSeat,
  type BotLevelName,
  type InputBinding,
  type Seat,
} from '@shared/seats';

/** New seats, or why the command is refused. */
export type LobbyResult = { readonly ok: true; readonly seats: Seat[] } | { readonly ok: false; readonly error: string };

const BOT_NAMES = ['Ada', 'Bo', 'Cleo', 'Dex', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Juno', 'Kai', 'Lou'];

/** Twelve open seats. */
export function emptySeats(): Seat[] {
  return Array.from({ length: SEAT_COUNT }, (_, i) => openSeat(i));
}

/** Same input binding? */
export function sameInput(a: InputBinding | null, b: InputBinding | null): boolean {
  if (a === null || b === null || a.kind !== b.kind) return false;
  return a.kind === 'keys' ? a.set === (b as { set: number }).set : a.id === (b as { id: string }).id;
}

function put(seats: readonly Seat[], index: number, seat: Seat): LobbyResult {
  const next = seats.slice();
  next[index] = seat;
  return { ok: true, seats: next };
}

function freeSeat(seats: readonly Seat[], wanted: number | undefined, allowBot: boolean): number | null {
  if (wanted !== undefined) {
    const s = seats[wanted];
    return s && (s.kind === 'open' || (allowBot && s.kind === 'bot')) ? wanted : null;
  }
  const i = seats.findIndex((s) => s.kind === 'open');
  return i === -1 ? null : i;
}

/** Occupied seats (people and bots) in seat order. */
export function occupiedSeats(seats: readonly Seat[]): number[] {
  return seats.flatMap((s, i) => (s.kind === 'open' ? [] : [i]));
}

/** The seat's own colour and back, or the first ones no other occupied seat has (its look may have been taken meanwhile). */
function freeLook(seats: readonly Seat[], index: number): { color: number; back: number } {
  const own = seats[index] as Seat;
  const others = seats.filter((s, i) => i !== index && s.kind !== 'open');
  const pick = (mine: number, count: number, used: readonly number[]): number =>
    used.includes(mine) ? (Array.from({ length: count }, (_, k) => k).find((k) => !used.includes(k)) ?? mine) : mine;
  return {
    color: pick(
      own.color,
      PLAYER_COLORS.length,
      others.map((s) => s.color),
    ),
    back: pick(
      own.back,
      CARD_BACKS.length,
      others.map((s) => s.back),
    ),
  };
}

/** Does an occupied seat other than `index` have a name that compares the same as `name` (names.ts)? */
function nameTaken(seats: readonly Seat[], index: number, name: string): boolean {
  const key = nameKey(name);
  return key !== '' && seats.some((o, i) => i !== index && o.kind !== 'open' && nameKey(o.name) === key);
}

function patchSeat(seat: Seat, patch: SeatPatch): Seat {
  return { ...seat, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
}

/** Applies a lobby command. `allowTakeover`: a person may take a bot's seat (between rounds). */
export function applyLobby(seats: readonly Seat[], cmd: LobbyCommand, allowTakeover = true): LobbyResult {
  switch (cmd.op) {
    case 'set-game':
      return { ok: false, error: 'the session chooses the game' };
    case 'join': {
      if (seats.some((s) => sameInput(s.input, cmd.input))) return { ok: false, error: 'that controller already has a seat' };
      const index = freeSeat(seats, cmd.seat, allowTakeover);
      if (index === null) return { ok: false, error: cmd.seat === undefined ? 'every seat is taken' : `seat ${cmd.seat + 1} is taken` };
      // Two seated people never share a name (their rounds would go to one profile), whatever case or look-alikes.
      if (cmd.name !== undefined && nameTaken(seats, index, cmd.name)) return { ok: false, error: 'another player has that name' };
      const base = openSeat(index);
      const old = seats[index] as Seat;
      return put(seats, index, {
        ...base,
        ...freeLook(seats, index),
        stackSize: old.stackSize,
        kind: 'person',
        name: cmd.name ?? base.name,
        input: cmd.input,
      });
    }
    case 'leave': {
      const s = seats[cmd.seat];
      if (!s || s.kind !== 'person') return { ok: false, error: `seat ${cmd.seat + 1} has no person` };
      return put(seats, cmd.seat, { ...openSeat(cmd.seat), color: s.color, back: s.back });
    }
    case 'add-bot': {
      const index = freeSeat(seats, cmd.seat, false);
      if (index === null) return { ok: false, error: 'no open seat for a bot' };
      const level: BotLevelName = cmd.level ?? 'casual';
      const old = seats[index] as Seat;
      return put(seats, index, {
        ...old,
        ...freeLook(seats, index),
        kind: 'bot',
        name: BOT_NAMES[index] ?? `Bot ${index + 1}`,
        botLevel: level,
        input: null,
      });
    }
    case 'remove-bot': {
      const s = seats[cmd.seat];
      if (!s || s.kind !== 'bot') return { ok: false, error: `seat ${cmd.seat + 1} has no bot` };
      return put(seats, cmd.seat, { ...openSeat(cmd.seat), color: s.color, back: s.back });
    }
    case 'update-seat': {
      const s = seats[cmd.seat];
      if (!s) return { ok: false, error: 'no such seat' };
      if (cmd.patch.color !== undefined && seats.some((o, i) => i !== cmd.seat && o.kind !== 'open' && o.color === cmd.patch.color)) {
        return { ok: false, error: 'another player has that colour' };
      }
      if (cmd.patch.name !== undefined && nameTaken(seats, cmd.seat, cmd.patch.name)) {
        return { ok: false, error: 'another player has that name' };
      }
      if (cmd.patch.back !== undefined && seats.some((o, i) => i !== cmd.seat && o.kind !== 'open' && o.back === cmd.patch.back)) {
        return { ok: false, error: 'another player has that card back' };
      }
      return put(seats, cmd.seat, patchSeat(s, cmd.patch));
    }
    case 'set-options':
    case 'set-game-options':
      return { ok: true, seats: seats.slice() };
  }
}

/** Fills open seats with bots until `count` seats are occupied (attract mode, quick games). */
export function fillWithBots(seats: readonly Seat[], count: number, levels: readonly BotLevelName[] = BOT_LEVEL_NAMES.slice(0, 4)): Seat[] {
  let next = seats.slice();
  for (let i = 0; occupiedSeats(next).length < count && i < SEAT_COUNT; i++) {
    const r = applyLobby(next, { op: 'add-bot', level: levels[i % levels.length] ?? 'casual' });
    if (r.ok) next = r.seats;
  }
  return next;
}
