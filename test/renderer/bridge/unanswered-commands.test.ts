/**
 * Two quick presses on a lobby line before the host's snapshot comes back: the second steps from the first's
 * value (the host's `seen` count tells the bridge which commands a snapshot already shows), so nothing is lost.
 */
import { describe, expect, it } from 'vitest';
import { makeRig } from '../../main/session/harness';
import { Bridge, type Wire } from '@renderer/bridge/Bridge';
import { UnansweredCommands, type LobbyValues } from '@renderer/screens/lobby/unanswered';
import { lobbyMenuItems } from '@renderer/screens/lobby/lobby-menu';
import { LIGRETTO_LOBBY } from '@renderer/games/ligretto/lobby-options';
import type { MenuItem } from '@renderer/ui/Menu';
import type { ClientMessage, HostMessage, Snapshot } from '@shared/protocol';
import { DEFAULT_MATCH_OPTIONS, type BotLevelName } from '@shared/seats';

/** A bridge to a real session whose messages wait in a queue until the test delivers them (a slow link). */
function slowLink(): { bridge: Bridge; deliver(): void; waiting(): number; reconnect(): void; latest(): Snapshot | null } {
  const { session } = makeRig();
  const queue: string[] = [];
  let onText: (text: string) => void = () => {};
  let onOpen: () => void = () => {};
  let handle = session.connect({ send: (msg) => queue.push(JSON.stringify(msg)), close: () => {} });
  const wire: Wire = {
    send: (msg: ClientMessage) => handle.receive(JSON.stringify(msg)),
    onText: (l) => void (onText = l),
    onOpen: (l) => void (onOpen = l),
    onClose: () => {},
  };
  const bridge = new Bridge(wire);
  let latest: Snapshot | null = null;
  bridge.onMessage((msg: HostMessage) => {
    if (msg.t === 'snapshot') latest = msg.snapshot;
  });
  const deliver = (): void => {
    for (const text of queue.splice(0)) onText(text);
  };
  onOpen();
  deliver();
  return {
    bridge,
    deliver,
    waiting: () => queue.length,
    reconnect: () => {
      handle.close();
      queue.length = 0;
      handle = session.connect({ send: (msg) => queue.push(JSON.stringify(msg)), close: () => {} });
      onOpen();
      deliver();
    },
    latest: () => latest,
  };
}

/** The lobby menu as LobbyScreen builds it: values from the latest snapshot with the unanswered commands applied. */
function menuOver(link: ReturnType<typeof slowLink>, overlay: boolean): { item(id: string): MenuItem; values(): LobbyValues } {
  const unanswered = new UnansweredCommands((t) => link.bridge.answered(t));
  const host = (): LobbyValues => ({
    seats: link.latest()?.seats ?? [],
    options: link.latest()?.options ?? DEFAULT_MATCH_OPTIONS,
    game: link.latest()?.game ?? 'ligretto',
  });
  const values = (): LobbyValues => (overlay ? unanswered.apply(host()) : host());
  let level: BotLevelName = 'casual';
  const items = lobbyMenuItems(
    {
      seats: () => values().seats,
      game: () => values().game,
      options: () => values().options,
      targetSeat: () => 0,
      setTargetSeat: () => {},
      botLevel: () => level,
      setBotLevel: (l) => void (level = l),
      lan: () => null,
      send: (msg) => unanswered.sent(link.bridge.send(msg), msg),
    },
    [LIGRETTO_LOBBY],
  );
  return {
    item: (id) => {
      const found = items.find((i) => i.id === id);
      if (!found) throw new Error(`no menu item ${id}`);
      return found;
    },
    values,
  };
}

describe('lobby steps on a slow link', () => {
  it('steps the stack size and the fixed rounds twice before any answer: the host ends two steps on', () => {
    const link = slowLink();
    link.bridge.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'casual' } });
    link.deliver();
    expect(link.latest()?.seats[0]?.stackSize).toBe(10);
    const menu = menuOver(link, true);
    menu.item('stack').onChange?.(-1);
    menu.item('stack').onChange?.(-1);
    menu.item('rounds').onChange?.(1);
    menu.item('rounds').onChange?.(1);
    // Nothing has come back yet, but the menu already shows where its presses lead.
    expect(link.latest()?.seats[0]?.stackSize).toBe(10);
    expect(menu.values().seats[0]?.stackSize).toBe(8);
    expect(menu.values().options.games.ligretto.rounds).toBe(2);
    link.deliver();
    expect(link.latest()?.seats[0]?.stackSize).toBe(8);
    expect(link.latest()?.options.games.ligretto.rounds).toBe(2);
    expect(menu.values().seats[0]?.stackSize).toBe(8);
  });

  it('without the unanswered commands the second press repeats the first (the lost update this prevents)', () => {
    const link = slowLink();
    link.bridge.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'casual' } });
    link.deliver();
    const menu = menuOver(link, false);
    menu.item('stack').onChange?.(-1);
    menu.item('stack').onChange?.(-1);
    link.deliver();
    expect(link.latest()?.seats[0]?.stackSize).toBe(9);
  });

  it('a refused command stops counting once its refusal arrives; a new connection starts from the host', () => {
    const link = slowLink();
    const menu = menuOver(link, true);
    // The host has no such game: it refuses, and the refusal carries the count that answers the command.
    const unanswered = new UnansweredCommands((t) => link.bridge.answered(t));
    const msg: ClientMessage = { t: 'lobby', cmd: { op: 'set-game', game: 'no-such-game' } };
    const ticket = link.bridge.send(msg);
    unanswered.sent(ticket, msg);
    expect(unanswered.size).toBe(1);
    expect(unanswered.apply(menu.values()).game).toBe('no-such-game');
    link.deliver();
    expect(link.latest()?.game).toBe('ligretto');
    expect(ticket && link.bridge.answered(ticket)).toBe(true);
    expect(unanswered.size).toBe(0);
    // A command sent just before the link drops is answered by the next connection's first snapshot.
    link.bridge.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'casual' } });
    link.deliver();
    menu.item('stack').onChange?.(-1);
    expect(menu.values().seats[0]?.stackSize).toBe(9);
    link.reconnect();
    expect(link.latest()?.seats[0]?.stackSize).toBe(9);
    expect(menu.values().seats[0]?.stackSize).toBe(9);
    expect(link.waiting()).toBe(0);
  });
});
