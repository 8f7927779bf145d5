/** People's intents on their own: the seat and game checks, `not-running` answers, and Even latency's held intents. */
import { describe, expect, it } from 'vitest';
import { ligrettoRules as rules } from '@engine/ligretto/rules';
import { BUILT_IN_GAMES } from '@engine/registry';
import { LobbyState } from '@main/session/lobby-state';
import { PersonIntents, type IntentMatch } from '@main/session/person-intents';
import { SideStatus } from '@main/session/side-status';
import type { View } from '@main/session/ViewHub';
import type { HostOutMessage } from '@shared/protocol';

/** Ana (seat 0, on the LAN) and Ben (seat 1, remote with a 100 ms round trip) playing Ligretto; Even latency on or off. */
function rig(opts: { evenLatency: boolean; match: boolean }) {
  const lobby = new LobbyState(BUILT_IN_GAMES, 'ligretto', {
    inLobby: () => true,
    practice: () => false,
    changed: () => undefined,
    log: () => undefined,
  });
  lobby.command({ op: 'join', input: { kind: 'keys', set: 0 }, seat: 0, name: 'Ana' }, null);
  lobby.command({ op: 'join', input: { kind: 'phone', id: 'p1' }, seat: 1, name: 'Ben' }, null);
  lobby.command({ op: 'add-bot', seat: 2 }, null);
  lobby.command({ op: 'set-options', options: { evenLatency: opts.evenLatency } }, null);
  const side = new SideStatus(
    () => undefined,
    () => undefined,
  );
  side.setRemote({ state: 'on', relay: 'r', code: 'C', url: 'u', qr: [], locked: false, rtt: [{ seat: 1, ms: 100 }] });
  const played: string[] = [];
  const match: IntentMatch = {
    rules,
    players: [0, 1, 2],
    hasBot: (player) => player === 2,
    seatIntent: (player, msg) => (played.push(`${player}:${msg.do}`), true),
  };
  const sent: HostOutMessage[] = [];
  const refused: string[] = [];
  let now = 1000;
  const intents = new PersonIntents(BUILT_IN_GAMES, lobby, side, {
    match: () => (opts.match ? match : null),
    paused: () => false,
    now: () => now,
    refuse: (_, error) => void refused.push(error),
    send: (_, msg) => void sent.push(msg),
    schedule: () => undefined,
  });
  const view = {} as View;
  const intent = (seat: number, act: string) => intents.receive(view, { t: 'intent', seat, do: act });
  return { intents, intent, played, sent, refused, setNow: (t: number) => (now = t) };
}

describe('PersonIntents', () => {
  it('refuses a seat that is no person and a kind the game does not know, and answers not-running without a match', () => {
    const { intent, refused, sent, played } = rig({ evenLatency: false, match: false });
    intent(2, 'flip');
    intent(0, 'constructor');
    intent(0, 'flip');
    expect(refused).toEqual(["seat 3 is not a person's", 'not a ligretto intent: constructor']);
    expect(sent).toEqual([{ t: 'rejected', seat: 0, do: 'flip', slot: null, reason: 'not-running', late: false }]);
    expect(played).toEqual([]);
  });

  it('plays an intent at once when Even latency is off', () => {
    const { intent, played, intents } = rig({ evenLatency: false, match: true });
    intent(0, 'flip');
    expect(played).toEqual(['0:flip']);
    expect(intents.nextAt()).toBeNull();
  });

  it('with Even latency the LAN seat waits for the remote seat one-way delay, and is released when due', () => {
    const { intent, played, intents, setNow } = rig({ evenLatency: true, match: true });
    intent(0, 'flip');
    intent(1, 'waste');
    expect(played).toEqual(['1:waste']);
    expect(intents.nextAt()).toBe(1050);
    intents.release(1049);
    expect(played).toEqual(['1:waste']);
    setNow(1050);
    intents.release(1050);
    expect(played).toEqual(['1:waste', '0:flip']);
    intent(0, 'stack');
    intents.clear();
    expect(intents.nextAt()).toBeNull();
  });
});
