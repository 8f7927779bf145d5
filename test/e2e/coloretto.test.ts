/**
 * Coloretto at the table in headless Chromium, one host and one page for the file: pad 0 picks the game in the lobby
 * and expert bots fill the seats; 2, 5 and 12 players each play a whole game to the final scores on the scaled host
 * clock. With the clock held, the people take turns through the input layer (the pad's cursor, A and Y; at 5 players
 * also the left key set's keys); then the clock runs and the turn timer moves for them. The table as described must
 * equal the snapshot, the scores the engine's; pictures of the table at 2, 5 and 12 players and of the final scores at 12.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isColorettoState } from '@shared/games/contracts';
import type { ColorettoState } from '@shared/games/coloretto/state';
import type { Snapshot } from '@shared/protocol';
import type { ColorettoTableDescription } from '@renderer/games/coloretto/table';
import type { LobbyDescription } from '@renderer/screens/LobbyScreen';
import type { ResultsDescription } from '@renderer/screens/results/ResultsScreen';
import { hostAndBrowser } from './harness';
import { padSeatedInLobby, pickGame } from './lobby-steps';
import { BTN, focusLobbyLine, seatedAtOnce, padsIdle, snapshotOf, tapPad } from './players';
import { BROWSER_TEST_MS, lobbyTakesPresses, newPage, reportingHangs, resultsTakeConfirm, screenIs, shot } from './waits';

/** Game time runs this many times faster than real time while the test lets a game run to its scores. */
const SCALE = 100;
/** Game ms per held step while bots play (well under the 10 s turn timer, so a person's turn never times out unseen). */
const STEP_MS = 4000;

function coloretto(snap: Snapshot | null): ColorettoState | null {
  return snap?.state && isColorettoState(snap.state) ? snap.state : null;
}

function table(page: Page): Promise<ColorettoTableDescription> {
  return page.evaluate(() => window.ligrettoDebug?.table() as ColorettoTableDescription);
}

/** Taps a pad button and waits until the input layer has read it. */
async function tap(page: Page, button: number): Promise<void> {
  await tapPad(page, 0, button);
  await padsIdle(page);
}

/** Presses a key; a key is taken in its own key event, so once the page has counted it, it has been acted on. */
async function key(page: Page, code: string): Promise<void> {
  const before = await page.evaluate(() => window.ligrettoDebug?.input().keyEvents ?? 0);
  await page.keyboard.press(code);
  await page.waitForFunction((n) => (window.ligrettoDebug?.input().keyEvents ?? 0) >= n, before + 2);
}

/** How a scripted person plays Coloretto: a pad (d-pad right, A, Y) or the left key set (D, Space, Q). */
interface Hands {
  readonly seat: number;
  right(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
  take(page: Page): Promise<void>;
}

const PAD_HANDS: Hands = {
  seat: 0,
  right: (page) => tap(page, BTN.right),
  act: (page) => tap(page, BTN.a),
  take: (page) => tap(page, BTN.y),
};

function keyHands(seat: number): Hands {
  return { seat, right: (page) => key(page, 'KeyD'), act: (page) => key(page, 'Space'), take: (page) => key(page, 'KeyQ') };
}

/** Waits for the renderer to apply a snapshot newer than `rev`. */
async function newerThan(page: Page, rev: number): Promise<void> {
  await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? -1) > r, rev);
}

const focus = (page: Page): Promise<string> => page.evaluate(() => (window.ligrettoDebug?.describe() as LobbyDescription).menuFocus);

/** Moves the host menu's focus to the line `id` (up or down). */
async function focusLine(page: Page, id: string, button: number): Promise<void> {
  await focusLobbyLine(page, id, button);
  expect(await focus(page)).toBe(id);
}

/** First visit: pad 0 joins, picks Coloretto, the 10 s turn timer and expert bots. */
async function openLobby(page: Page, url: string): Promise<void> {
  await padSeatedInLobby(page, url);
  // The Game line steps through the games in the lobby's order (Ligretto, Ligretto Dice, Coloretto).
  await pickGame(page, 'coloretto');
  expect(await focus(page)).toBe('game');
  // Coloretto has no target, fixed rounds or wrong-press lock: those lines are not on show.
  const menu = (await page.evaluate(() => window.ligrettoDebug?.describe() as LobbyDescription)).menu.join('\n');
  for (const label of ['Target score', 'Fixed rounds', 'Wrong-press lock']) expect(menu).not.toContain(label);
  // The turn timer: 20 s → 15 → 10 s, so the timer moves quickly for the people once the test lets it.
  await focusLine(page, 'turnSeconds', BTN.down);
  for (let i = 0; i < 2; i++) await tap(page, BTN.left);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.options.games.coloretto.turnSeconds === 10);
  // Bots at the expert level (casual → skilled → expert): the quickest to decide on the game clock.
  await focusLine(page, 'add-bot', BTN.up);
  for (let i = 0; i < 2; i++) await tap(page, BTN.right);
}

/** The seat the left key set sits in, -1 when none. */
function keysSeat(snap: Snapshot | null): number {
  return snap?.seats.findIndex((s) => s.kind === 'person' && s.input?.kind === 'keys' && s.input.set === 0) ?? -1;
}

/** A keyboard player joins the lobby (with M; the first keyboard player gets the left key set) and keeps its default name. */
async function keysJoin(page: Page): Promise<number> {
  const before = (await snapshotOf(page))?.seats.filter((s) => s.kind === 'person').length ?? 0;
  await key(page, 'KeyM');
  await page.waitForFunction((n) => (window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind === 'person').length ?? 0) > n, before);
  const seat = keysSeat(await snapshotOf(page));
  expect(seat).toBeGreaterThan(0);
  await seatedAtOnce(page, { kind: 'keys', set: 0 }, seat);
  await lobbyTakesPresses(page);
  return seat;
}

/** Adds expert bots from the Add bot line until `players` seats are taken, then focuses Start. */
async function fillWithBots(page: Page, players: number): Promise<void> {
  await focusLine(page, 'add-bot', BTN.up);
  const taken = (await snapshotOf(page))?.seats.filter((s) => s.kind !== 'open').length ?? 0;
  for (let b = taken; b < players; b++) await tapPad(page, 0, BTN.a);
  await padsIdle(page);
  await page.waitForFunction((n) => window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind !== 'open').length === n, players);
  const levels = (await snapshotOf(page))?.seats.flatMap((s) => (s.kind === 'bot' ? [s.botLevel] : [])) ?? [];
  expect(new Set(levels)).toEqual(new Set(['expert']));
  await focusLine(page, 'start', BTN.up);
}

/** The table drawn must equal the snapshot it was drawn from (read in one page turn). */
async function expectTableMatchesSnapshot(page: Page): Promise<void> {
  const { snap, shown } = await page.evaluate(() => ({
    snap: window.ligrettoDebug?.snapshot() ?? null,
    shown: window.ligrettoDebug?.table() as ColorettoTableDescription,
  }));
  const game = coloretto(snap);
  if (!snap || !game) throw new Error('no Coloretto table on show');
  expect(shown.rows).toEqual(game.rows.map((r) => ({ cards: [...r.cards], taken: r.taken })));
  expect(shown.turn).toBe(game.turn);
  expect(shown.drawn).toBe(game.drawn);
  expect(shown.lastRound).toBe(game.lastRound);
  expect(shown.panels.map((p) => p.name)).toEqual(game.collections.map((_, i) => snap.seats[snap.players[i] ?? -1]?.name));
  expect(shown.panels.map((p) => p.chips.reduce((n, c) => n + c.count, 0))).toEqual(
    game.collections.map((c) => Object.values(c).reduce((a, b) => a + b, 0)),
  );
  expect(shown.panels.map((p) => p.active)).toEqual(game.collections.map((_, i) => game.turn === i));
}

/** Moves the cursor of the seat on turn onto `row`. */
async function cursorTo(page: Page, hands: Hands, row: number): Promise<void> {
  for (let i = 0; i < 13 && (await table(page)).cursor !== row; i++) await hands.right(page);
  expect((await table(page)).cursor).toBe(row);
}

type Move = 'draw' | 'place' | 'take';

/**
 * One move of a person's turn, with the host clock held (no bot and no timer moves meanwhile): place a drawn card in
 * the first open row; take the fullest row when `take` asks for it or drawing is not possible (KT1, KT6); else draw.
 */
async function personMove(page: Page, hands: Hands, game: ColorettoState, rev: number, take: boolean): Promise<Move> {
  const rows = game.rows.map((r, i) => ({ ...r, i }));
  const open = rows.filter((r) => !r.taken && r.cards.length < 3);
  const takeable = rows.filter((r) => !r.taken && r.cards.length > 0).sort((a, b) => b.cards.length - a.cards.length);
  const deckLeft = game.deck.filter((c) => c !== 'last-round').length;
  let move: Move;
  if (game.drawn !== null && open[0]) {
    await cursorTo(page, hands, open[0].i);
    await hands.act(page);
    move = 'place';
  } else if (takeable[0] && (take || open.length === 0 || deckLeft === 0)) {
    await cursorTo(page, hands, takeable[0].i);
    await hands.take(page);
    move = 'take';
  } else {
    await hands.act(page);
    move = 'draw';
  }
  await newerThan(page, rev);
  return move;
}

/** Pad 0 starts the match from the Start line; the clock runs scaled and holds as play starts. */
async function startHeld(page: Page, players: number): Promise<number[]> {
  await served().clock.holdOn(['playing']);
  await served().clock.run(SCALE);
  await tap(page, BTN.a);
  await screenIs(page, 'table');
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
  const snap = await snapshotOf(page);
  expect(snap?.players).toHaveLength(players);
  return snap?.players.slice() ?? [];
}

/**
 * With the clock held: steps the bots' turns and plays the people's (each through its own hands) until every person
 * has made each move in `want` at least once. Takes a picture of the table the first time a person holds a drawn card.
 */
async function playHeld(page: Page, people: readonly Hands[], want: readonly Move[], picture: string): Promise<void> {
  const players = (await snapshotOf(page))?.players ?? [];
  const made = new Map<number, Move[]>(people.map((h) => [h.seat, []]));
  const done = (): boolean => people.every((h) => want.every((m) => made.get(h.seat)?.includes(m)));
  let pictured = false;
  for (let step = 0; !done(); step++) {
    if (step > 600) throw new Error(`the people never made ${want.join(', ')}: ${JSON.stringify([...made])}`);
    const snap = await snapshotOf(page);
    const game = coloretto(snap);
    if (!snap || !game || snap.stage !== 'playing') throw new Error(`the game left play early (${snap?.stage})`);
    const hands = people.find((h) => players[game.turn ?? -1] === h.seat);
    const moves = hands ? made.get(hands.seat) : undefined;
    if (!hands || !moves || (want.every((m) => moves.includes(m)) && game.drawn === null)) {
      const next = await served().clock.advance(STEP_MS);
      await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) >= r, next.rev);
      continue;
    }
    if (!pictured && game.drawn !== null) {
      await timedShot(page, picture, { screen: 'table', stage: 'playing' });
      await expectTableMatchesSnapshot(page);
      const shown = await table(page);
      // The held clock holds the timer still: it shows the turn's seconds as the host counts them.
      expect(shown.timer).toBe(Math.ceil(((snap.turnEndsAt ?? 0) - snap.now) / 1000));
      expect(shown.hint).toContain('place');
      pictured = true;
    }
    moves.push(await personMove(page, hands, game, snap.rev, want.includes('take') && !moves.includes('take') && moves.includes('place')));
  }
  expect(pictured).toBe(true);
}

/** Lets the clock run until the final scores; checks them against the engine's, pictures them, and goes back to the lobby. */
async function playToScores(page: Page, picture: string | null): Promise<void> {
  await served().clock.holdOn(['scores']);
  await served().clock.run(SCALE);
  await screenIs(page, 'scores');
  await page.waitForFunction(() => (window.ligrettoDebug?.describe() as ResultsDescription | null)?.settled === true);
  const { scores, snap } = await page.evaluate(() => ({
    scores: window.ligrettoDebug?.describe() as ResultsDescription,
    snap: window.ligrettoDebug?.snapshot() ?? null,
  }));
  const game = coloretto(snap);
  expect(game?.phase).toBe('round-over');
  expect(game?.scores).toHaveLength(snap?.players.length ?? -1);
  for (const s of game?.scores ?? []) {
    const name = snap?.seats[snap.players[s.player] ?? -1]?.name;
    const line = scores.lines.find((l) => l.name === name);
    expect(line?.text.replaceAll('\u2212', '-').split(' | ').at(-1)).toBe(String(s.total));
  }
  if (picture) await timedShot(page, picture, { screen: 'scores', stage: 'scores' });
  // Back to the lobby for the next game: A on the scores, then A on the match end's "Back to lobby".
  await served().clock.holdOn([]);
  await resultsTakeConfirm(page, 'scores');
  await tap(page, BTN.a);
  await resultsTakeConfirm(page, 'match-end');
  await tap(page, BTN.a);
  await screenIs(page, 'lobby');
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'lobby');
  await lobbyTakesPresses(page);
}

/** A screenshot (waits.ts), with the wall time it took printed. */
async function timedShot(page: Page, name: string, want: Parameters<typeof shot>[2]): Promise<void> {
  const t0 = Date.now();
  await shot(page, name, want);
  console.log(`coloretto ${name}.png: ${Date.now() - t0} ms`);
}

/** Prints how long each part of a case took (wall time, for the file's speed budget; nothing waits on it). */
function laps(name: string): (part: string) => void {
  let t0 = Date.now();
  return (part) => {
    const now = Date.now();
    console.log(`coloretto ${name}: ${part} ${now - t0} ms`);
    t0 = now;
  };
}

const rig = hostAndBrowser();
const served = (): typeof rig.served => rig.served;

describe('Coloretto at the table in headless Chromium (browser mode)', () => {
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    page = await newPage(rig.browser);
    page.on('pageerror', (e) => errors.push(e.message));
  });

  it(
    '2 players: a pad picks Coloretto, draws, places and takes with the cursor, A and Y, and the game reaches the scores',
    async () => {
      await reportingHangs({ page, served: served() }, async () => {
        const lap = laps('2p');
        await openLobby(page, served().url);
        await fillWithBots(page, 2);
        await startHeld(page, 2);
        lap('lobby');
        await playHeld(page, [PAD_HANDS], ['draw', 'place', 'take'], 'coloretto-2');
        lap('held turns');
        await playToScores(page, null);
        lap('to the scores and back');
        expect(errors).toEqual([]);
      });
    },
    BROWSER_TEST_MS,
  );

  it(
    '5 players: the pad and the left key set take turns among three bots, and the game reaches the scores',
    async () => {
      await reportingHangs({ page, served: served() }, async () => {
        const lap = laps('5p');
        const keys = keyHands(await keysJoin(page));
        await fillWithBots(page, 5);
        await startHeld(page, 5);
        lap('lobby');
        await playHeld(page, [PAD_HANDS, keys], ['draw', 'place'], 'coloretto-5');
        lap('held turns');
        await playToScores(page, null);
        lap('to the scores and back');
        expect(errors).toEqual([]);
      });
    },
    BROWSER_TEST_MS,
  );

  it(
    '12 players: the pad takes its turns with the cursor, hint and timer beside a keyboard player and ten bots, and the game reaches the scores',
    async () => {
      await reportingHangs({ page, served: served() }, async () => {
        const lap = laps('12p');
        await fillWithBots(page, 12);
        await startHeld(page, 12);
        lap('lobby');
        const shown = await table(page);
        expect(shown.panels).toHaveLength(12);
        expect(shown.rows).toHaveLength(12);
        // The keyboard player sits on; the turn timer moves for it (its keys were tried at 5 players).
        expect(keysSeat(await snapshotOf(page))).toBeGreaterThan(0);
        await playHeld(page, [PAD_HANDS], ['draw', 'place'], 'coloretto-12');
        lap('held turns');
        await playToScores(page, 'coloretto-12-scores');
        lap('to the scores and back');
        expect(errors).toEqual([]);
      });
    },
    BROWSER_TEST_MS,
  );
});
