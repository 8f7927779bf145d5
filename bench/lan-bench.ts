/** LAN figures: a phone's press until the session has applied it, with 12 phones connected over loopback WebSockets. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { fits, needMasks } from '@engine/ligretto/index';
import { startLanServer } from '@main/lan/LanServer';
import { PHONE_FILES } from '@main/lan/phone-files';
import { realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { PHONE_PROTOCOL_VERSION, PHONE_WS_PATH, type PhoneHostMessage, type PhoneMessage, type PhoneView } from '@shared/phone-protocol';
import { phoneCardsOf } from '@shared/games/ligretto/phone';
import type { LigrettoState, Pile } from '@shared/games/ligretto/state';
import { isLigrettoSnapshot } from '@shared/games/ligretto/snapshot';
import { ligrettoEventSchema } from '@shared/games/ligretto/state-schema';
import type { Snapshot } from '@shared/protocol';
import { round3, summary } from './stats';
import { rawText } from '@main/transport/raw-text';

function ligretto(s: Snapshot<unknown>): Snapshot<LigrettoState> {
  if (!isLigrettoSnapshot(s)) throw new Error('not a Ligretto session');
  return s;
}

interface Phone {
  readonly ws: WebSocket;
  view: PhoneView | null;
  /** When the press in flight was sent (performance.now), null when none is. */
  sentAt: number | null;
  /** The press in flight was already seen applied (one press can raise two events). */
  counted: boolean;
  onView: (() => void) | null;
}

const PLAYER_EVENTS = new Set(['card-played', 'hand-flipped', 'row-placed', 'waste-recycled']);

function phoneDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ligretto-bench-phone-'));
  mkdirSync(join(dir, 'fonts'));
  for (const { file } of Object.values(PHONE_FILES)) writeFileSync(join(dir, file), '');
  return dir;
}

function choose(view: PhoneView, piles: readonly Pile[]): PhoneMessage {
  const cards = phoneCardsOf(view);
  if (!cards) return { t: 'press', do: 'flip' };
  const masks = needMasks(piles);
  if (cards.stack !== null && fits(cards.stack, masks)) return { t: 'press', do: 'stack' };
  const slot = cards.row.findIndex((c) => c !== null && fits(c, masks));
  if (slot !== -1) return { t: 'press', do: 'row', slot };
  if (cards.waste !== null && fits(cards.waste, masks)) return { t: 'press', do: 'waste' };
  return { t: 'press', do: 'flip' };
}

function open(url: string, origin: string): Promise<Phone> {
  const ws = new WebSocket(url, { headers: { Origin: origin }, perMessageDeflate: false });
  const phone: Phone = { ws, view: null, sentAt: null, counted: false, onView: null };
  ws.on('message', (data) => {
    const msg = JSON.parse(rawText(data)) as PhoneHostMessage;
    if (msg.t === 'view') {
      phone.view = msg.view;
      phone.onView?.();
    }
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(phone));
    ws.once('error', reject);
  });
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Presses from 12 phones one at a time (latency) and all at once (bursts); ms from send until the session applied it. */
export async function benchLan(presses: number): Promise<Record<string, number>> {
  const session = new Session({
    clock: realClock,
    seed: () => 11,
    log: () => undefined,
    timings: { countdown: 20, restartCountdown: 20, stopped: 20, scores: 20, standings: 20 },
  });
  const server = await startLanServer({
    session,
    host: '127.0.0.1',
    port: 0,
    phoneDir: phoneDir(),
    log: () => undefined,
    limits: { maxRate: 1000 },
  });
  const phones = await Promise.all(
    Array.from({ length: 12 }, () => open(`ws://${server.address}${PHONE_WS_PATH}`, `http://${server.address}`)),
  );
  for (const [i, phone] of phones.entries()) {
    phone.ws.send(JSON.stringify({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: server.roomCode, name: `Phone ${i + 1}` }));
    while (!phone.view) await wait(1);
  }
  const applied: number[] = [];
  const viewed: number[] = [];
  const seatOf = (player: number): number => ligretto(session.snapshot()).players[player] ?? -1;
  session.observe((_snapshot, events) => {
    const now = performance.now();
    for (const raw of events) {
      const parsed = ligrettoEventSchema.safeParse(raw);
      if (!parsed.success) continue;
      const e = parsed.data;
      if (!PLAYER_EVENTS.has(e.type) || !('player' in e)) continue;
      const phone = phones[seatOf(e.player)];
      if (!phone || phone.sentAt === null || phone.counted) continue;
      phone.counted = true;
      applied.push(now - phone.sentAt);
    }
  });
  const tv = session.connect({ send: () => undefined, close: () => undefined });
  tv.receive({ t: 'hello', protocol: 1 });
  tv.receive({ t: 'control', op: 'start-match' });

  /** One press from one phone; resolves when its own view changed (or after 200 ms for a rejected press). */
  const press = (phone: Phone): Promise<void> =>
    new Promise((resolve) => {
      const game = ligretto(session.snapshot()).state;
      if (!phone.view || phone.view.stage !== 'playing' || !game) return void setTimeout(resolve, 2);
      const timeout = setTimeout(done, 200);
      function done(): void {
        clearTimeout(timeout);
        if (phone.sentAt !== null && phone.onView) viewed.push(performance.now() - phone.sentAt);
        phone.onView = null;
        phone.sentAt = null;
        resolve();
      }
      phone.onView = done;
      phone.counted = false;
      phone.sentAt = performance.now();
      phone.ws.send(JSON.stringify(choose(phone.view, game.piles)));
    });

  for (let i = 0; applied.length < presses; i++) await press(phones[i % phones.length] as Phone);
  const single = summary(applied.splice(0));
  const roundTrip = summary(viewed.splice(0));
  while (applied.length < presses) await Promise.all(phones.map((p) => press(p)));
  const burst = summary(applied);

  for (const phone of phones) phone.ws.close();
  tv.close();
  await server.close();
  return {
    phoneToAppliedMedianMs: round3(single.median),
    phoneToAppliedP95Ms: round3(single.p95),
    phoneToOwnViewMedianMs: round3(roundTrip.median),
    phoneToOwnViewP95Ms: round3(roundTrip.p95),
    burstOf12MedianMs: round3(burst.median),
    burstOf12P95Ms: round3(burst.p95),
    pressesMeasured: single.n,
  };
}
