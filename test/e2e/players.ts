/** Scripted people for the end-to-end tests: they read the table and press pad buttons or keys, only through the input layer. */
import type { Page } from 'playwright-core';
import type {} from '@renderer/input/pad-source';
import type {} from '@renderer/app/debug';
import { legalIntents } from '@engine/ligretto/index';
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import type { Snapshot } from '@shared/protocol';
import { ligretto } from '../support/ligretto';
import type { Served } from './harness';
import { settled } from './waits';

/** A scripted person: a pad slot, or one of the two keyboard key sets. */
export type Controller = { readonly kind: 'pad'; readonly index: number } | { readonly kind: 'keys'; readonly set: 0 | 1 };

/** Standard-mapping buttons (UX.md). */
export const BTN = { a: 0, b: 1, x: 2, y: 3, lb: 4, rb: 5, lt: 6, rt: 7, start: 9, up: 12, down: 13, left: 14, right: 15 } as const;

const KEYS: readonly Readonly<Record<string, string>>[] = [
  {
    confirm: 'Space',
    stack: 'KeyQ',
    waste: 'Space',
    flip: 'KeyE',
    row0: 'Digit1',
    row1: 'Digit2',
    row2: 'Digit3',
    row3: 'Digit4',
    row4: 'Digit5',
  },
  {
    confirm: 'KeyM',
    stack: 'KeyO',
    waste: 'KeyM',
    flip: 'KeyU',
    row0: 'Digit7',
    row1: 'Digit8',
    row2: 'Digit9',
    row3: 'Digit0',
    row4: 'Minus',
  },
];

const PAD_GAME: Readonly<Record<string, number>> = {
  stack: BTN.y,
  waste: BTN.a,
  flip: BTN.x,
  row0: BTN.lb,
  row1: BTN.rb,
  row2: BTN.lt,
  row3: BTN.rt,
  row4: BTN.b,
};

/**
 * Turns on the player's "results move on by themselves" setting before the page loads (as saved settings), for tests
 * that let the host run through scores and standings without anyone pressing A. Call before `page.goto`.
 */
export async function autoAdvanceResults(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('ligretto-party.settings', JSON.stringify({ autoAdvance: true })));
}

/** Taps one pad button through the scripted pad source. */
export async function tapPad(page: Page, index: number, button: number): Promise<void> {
  await page.evaluate(([i, b]) => window.ligrettoPads?.tap(i, b), [index, button] as const);
}

/** Plugs in a scripted pad. */
export async function connectPad(page: Page, index: number, id: string): Promise<void> {
  await page.evaluate(([i, name]) => window.ligrettoPads?.connect(i, name), [index, id] as const);
}

/** Waits until the input layer has read `count` pads (a pad plugged in is seen before its first press). */
export async function padsSeen(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => (window.ligrettoDebug?.input().pads ?? 0) >= n, count);
}

/** Waits until every queued scripted tap has been read by the input layer. */
export async function padsIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.ligrettoPads?.pendingTaps() ?? 0) === 0);
}

/** Presses a named control (confirm, stack, waste, flip, row0..row4) on a controller. */
export async function press(page: Page, c: Controller, control: string): Promise<void> {
  if (c.kind === 'pad') {
    const button = control === 'confirm' ? BTN.a : PAD_GAME[control];
    if (button === undefined) throw new Error(`no pad button for ${control}`);
    await tapPad(page, c.index, button);
    await padsIdle(page);
    return;
  }
  const code = KEYS[c.set]?.[control];
  if (!code) throw new Error(`no key for ${control}`);
  // A key press is taken in its own key event (never in a frame): once the page has counted it, it has been acted on.
  const before = await page.evaluate(() => window.ligrettoDebug?.input().keyEvents ?? 0);
  await page.keyboard.press(code);
  await page.waitForFunction((n) => (window.ligrettoDebug?.input().keyEvents ?? 0) >= n, before + 2);
}

/** Whether the lobby shows a name picker for this seat. */
export function pickerShown(page: Page, seat: number, shown = true): Promise<unknown> {
  return page.waitForFunction(
    ([s, want]) => {
      const d = window.ligrettoDebug?.describe() as { pickers?: readonly { seat: number }[] } | null;
      return (d?.pickers?.some((p) => p.seat === s) ?? false) === want;
    },
    [seat, shown] as const,
  );
}

/**
 * Waits until a just-joined device sits in `seat` under its suggested name (issue 30: a seat is taken at once, no
 * name picker opens), and the page has drawn it.
 */
export async function seatedAtOnce(page: Page, c: Controller, seat: number): Promise<void> {
  await page.waitForFunction(
    ([s, kind]) => {
      const seated = window.ligrettoDebug?.snapshot()?.seats[s];
      return seated?.kind === 'person' && seated.input?.kind === kind && seated.name !== '';
    },
    [seat, c.kind] as const,
  );
  await pickerShown(page, seat, false);
  if (c.kind === 'keys') await settled(page);
}

/** The latest snapshot the renderer applied. */
export function snapshotOf(page: Page): Promise<Snapshot | null> {
  return page.evaluate(() => window.ligrettoDebug?.snapshot() ?? null);
}

/** The control a person presses for an intent: centre plays first, else a flip. */
function controlFor(intent: LigrettoIntent): string {
  if (intent.do === 'row') return `row${intent.slot}`;
  return intent.do;
}

/** One move for each scripted person whose seat can act: a fitting card, else a flip. Returns how many pressed. */
export async function playOnce(page: Page, people: readonly { controller: Controller; seat: number }[]): Promise<number> {
  const snap = await snapshotOf(page);
  const game = snap ? ligretto(snap).state : null;
  if (!snap || !game || snap.stage !== 'playing' || snap.paused) return 0;
  const taps: [number, number][] = [];
  const keys: [Controller, string][] = [];
  for (const person of people) {
    const player = snap.players.indexOf(person.seat);
    const legal = legalIntents(game, player).filter((i) => i.do !== 'stack-to-row' && i.do !== 'waste-to-row');
    const pick = legal.find((i) => i.do !== 'flip') ?? legal.find((i) => i.do === 'flip');
    if (!pick) continue;
    const control = controlFor(pick);
    const button = PAD_GAME[control];
    if (person.controller.kind === 'pad' && button !== undefined) taps.push([person.controller.index, button]);
    else keys.push([person.controller, control]);
  }
  if (taps.length > 0) {
    await page.evaluate((list) => {
      for (const [i, b] of list) window.ligrettoPads?.tap(i, b);
    }, taps);
  }
  for (const [controller, control] of keys) await press(page, controller, control);
  if (taps.length > 0) await padsIdle(page);
  return taps.length + keys.length;
}

/**
 * Pad 0 presses A on the lobby's Start line; the host clock runs at `scale`, holds as play starts until the page has
 * seen it (a page far behind the host must not miss it), then runs on and holds by itself when the round stops.
 */
export async function startPlay(page: Page, served: Served, scale: number): Promise<void> {
  await served.clock.holdOn(['playing', 'stopped']);
  await served.clock.run(scale);
  await tapPad(page, 0, BTN.a);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
  await served.clock.holdOn(['stopped']);
  await served.clock.run(scale);
}

/**
 * A person presses a play the rules refuse (their waste, stack or a row card that fits no pile, or an empty source), as a
 * blind button-masher would. Returns the refused intent, or null when every one of those plays would fit.
 */
export async function refusedPress(page: Page, person: { controller: Controller; seat: number }): Promise<LigrettoIntent | null> {
  const snap = await snapshotOf(page);
  const game = snap ? ligretto(snap).state : null;
  if (!snap || !game) return null;
  const player = snap.players.indexOf(person.seat);
  const legal = legalIntents(game, player);
  const slots = game.players[player]?.row.length ?? 0;
  const tries: LigrettoIntent[] = [
    { player, do: 'waste' },
    { player, do: 'stack' },
    ...Array.from({ length: slots }, (_, slot): LigrettoIntent => ({ player, do: 'row', slot })),
  ];
  const same = (a: LigrettoIntent, b: LigrettoIntent): boolean =>
    a.do === b.do && ('slot' in a ? a.slot : -1) === ('slot' in b ? b.slot : -1);
  const refused = tries.find((i) => !legal.some((l) => same(l, i))) ?? null;
  if (!refused) return null;
  const control = controlFor(refused);
  const button = PAD_GAME[control];
  if (person.controller.kind === 'pad' && button !== undefined) {
    await tapPad(page, person.controller.index, button);
    await padsIdle(page);
  } else await press(page, person.controller, control);
  return refused;
}

/** The lobby menu page a line lives on (issue 30): the main page's few lines, the seat lines behind "Players…", the rest behind "Rules…". */
export function lobbyPageOf(id: string): 'main' | 'players' | 'rules' {
  if (['start', 'practice', 'game', 'players', 'rules'].includes(id)) return 'main';
  if (['players-back', 'add-bot', 'seat', 'bot-level', 'color', 'back', 'stack', 'remove'].includes(id) || id.startsWith('remote-'))
    return 'players';
  return 'rules';
}

/**
 * Moves pad 0's lobby menu focus to the line `id`, opening its page first (B back to the main page, then A on
 * "Players…" or "Rules…"); `button` is the direction pad 0 steps in (Down by default). Every press is waited for.
 */
export async function focusLobbyLine(page: Page, id: string, button: number = BTN.down): Promise<void> {
  const look = (): Promise<{ page: string; focus: string }> =>
    page.evaluate(() => {
      const d = window.ligrettoDebug?.describe() as { menuPage?: string; menuFocus?: string } | null;
      return { page: d?.menuPage ?? '', focus: d?.menuFocus ?? '' };
    });
  const tap = async (b: number): Promise<void> => {
    await tapPad(page, 0, b);
    await padsIdle(page);
  };
  const want = lobbyPageOf(id);
  for (let presses = 0; presses < 40; presses++) {
    const now = await look();
    if (now.page === want && now.focus === id) return;
    if (now.page !== want && now.page !== 'main') await tap(BTN.b);
    else if (now.page !== want && now.focus === want) await tap(BTN.a);
    else await tap(now.page === want ? button : BTN.down);
  }
  const last = await page.evaluate(() => ({ screen: window.ligrettoDebug?.screen(), d: window.ligrettoDebug?.describe() }));
  throw new Error(`the lobby menu never focused ${id} (page ${want}); it shows ${JSON.stringify(last).slice(0, 600)}`);
}
