/**
 * A real host and relay phones playing a round through the relay: a Session on a manual clock with RemotePhones (the
 * host side `serve --relay` builds) claiming its room on one relay address, and phones joining with the code on
 * another (the scale test's second process). The phones play from their own views; the round is driven by states.
 */
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { RemotePhones } from '@main/relay/RemotePhones';
import { connectInProcess } from '@main/transport/in-process';
import { diceStateSchema } from '@shared/games/dice/state';
import { dicePhonePadSchema } from '@shared/games/dice/phone';
import { PHONE_PROTOCOL_VERSION, type PhoneMessage } from '@shared/phone-protocol';
import { PROTOCOL_VERSION, type Stage } from '@shared/protocol';
import { TEST_TIMINGS } from '../main/session/harness';
import { waitFor } from '../main/lan/lan-harness';
import { RelayPhone } from './relay-phone';

/** A phone presses at most this often (wall clock): a quick thumb, under the relay's 30 frames a second per seat. */
const PRESS_GAP_MS = 45;
/** Game time stepped between two rounds of presses (a reroll locks a seat 800 ms of game time). */
const STEP_MS = 100;
/** Rounds of presses at most before the test gives up. */
const MAX_STEPS = 2_000;

/** What a phone does now from its own view: place a die that fits, else reroll once its dice have landed. */
function choose(phone: RelayPhone): PhoneMessage | null {
  const view = phone.view();
  if (view?.stage !== 'playing' || view.paused) return null;
  const pad = dicePhonePadSchema.safeParse(view.pad);
  if (!pad.success || pad.data.dice.length === 0) return null;
  const fit = pad.data.dice.find((d) => d.fits && d.value !== null);
  if (fit) return { t: 'press', do: 'place', args: { die: fit.die } };
  return pad.data.dice.every((d) => d.value !== null) ? { t: 'press', do: 'reroll' } : null;
}

export interface RelayRound {
  readonly stage: Stage;
  readonly seats: readonly { readonly name: string | null; readonly input: string | null }[];
  /** Dice on the board per player, from the engine's own state (who filled each field). */
  readonly placedBy: readonly number[];
  readonly finishedBy: number | null;
  readonly pressesSent: readonly number[];
  readonly badFrames: readonly string[];
}

/**
 * Plays one Dice round: the host claims a room at `hostRelay`, three phones join it at `phoneRelay` with its code and
 * play from their views until the round is scored. Every press waits for the host's answer to the one before.
 */
export async function playDiceRoundThroughRelay(hostRelay: string, phoneRelay: string): Promise<RelayRound> {
  const clock = new ManualClock();
  let seed = 7;
  const session = new Session({ clock, seed: () => seed++, log: () => undefined, timings: TEST_TIMINGS });
  const remote = new RemotePhones({
    session,
    url: hostRelay,
    log: () => undefined,
    clock,
    probeMs: 0,
    onStatus: (status) => session.side.setRemote(status),
  });
  session.side.setRemoteControl((cmd) => remote.command(cmd));
  const tv = connectInProcess(session, () => undefined);
  tv.send({ t: 'hello', protocol: PROTOCOL_VERSION });
  const phones = [0, 1, 2].map(() => new RelayPhone(phoneRelay));
  try {
    await waitFor(() => remote.code !== null && remote.phones !== null, 'the host to claim its room');
    const code = remote.code ?? '';
    for (const [i, phone] of phones.entries()) {
      await phone.join(code);
      phone.send({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: `Far ${i + 1}` });
      await waitFor(() => phone.joined().length === 1, `phone ${i + 1} to take a seat`);
    }
    tv.send({ t: 'lobby', cmd: { op: 'set-game', game: 'dice' } });
    tv.send({ t: 'control', op: 'start-match' });
    const stage = (): Stage => session.snapshot().stage;
    clock.runUntil(() => stage() === 'playing', 60_000, STEP_MS);
    await waitFor(() => phones.every((p) => choose(p) !== null), 'every phone to see its dice');

    const presses = phones.map(() => 0);
    for (let step = 0; step < MAX_STEPS && stage() === 'playing'; step++) {
      const gap = new Promise((resolve) => setTimeout(resolve, PRESS_GAP_MS));
      const answers = phones.map((phone, i) => {
        const msg = choose(phone);
        if (msg === null) return Promise.resolve();
        const before = phone.inbox.length;
        phone.send(msg);
        presses[i] = (presses[i] ?? 0) + 1;
        // The host answers every press: a new view, or a rejection (a die another seat's die beat to its field).
        return waitFor(() => phone.inbox.length > before || stage() !== 'playing', `an answer to phone ${i + 1}`);
      });
      await Promise.all([...answers, gap]);
      clock.advance(STEP_MS);
    }
    clock.runUntil(() => stage() === 'scores', 60_000, STEP_MS);
    const snapshot = session.snapshot();
    const state = diceStateSchema.parse(snapshot.state);
    const placedBy = snapshot.players.map((_, p) => state.board.flat(2).filter((filler) => filler === p).length);
    return {
      stage: snapshot.stage,
      seats: snapshot.players.map((s) => ({ name: snapshot.seats[s]?.name ?? null, input: snapshot.seats[s]?.input?.kind ?? null })),
      placedBy,
      finishedBy: state.finishedBy,
      pressesSent: presses,
      badFrames: phones.flatMap((p) => p.bad),
    };
  } finally {
    for (const phone of phones) await phone.room?.leave(true).catch(() => undefined);
    tv.close();
    await remote.close();
  }
}
