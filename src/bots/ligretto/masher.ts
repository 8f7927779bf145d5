/**
 * The masher: a blind player who presses waste, stack, each row slot, waste, flip in a loop at a fixed pace, never
 * looking at the cards. It is the strategy F1 (RULES.md) exists against; tests and the calibration table use it,
 * the lobby never offers it.
 */
import type { Intent } from '@shared/games/ligretto/intent';
import type { TableView } from '@shared/games/ligretto/view';
import type { BotDecision } from '../bot-policy';

/** The presses of one loop for a seat with `rowSize` row slots. */
export function masherLoop(player: number, rowSize: number): Intent[] {
  const row = Array.from({ length: rowSize }, (_, slot): Intent => ({ player, do: 'row', slot }));
  return [{ player, do: 'waste' }, { player, do: 'stack' }, ...row, { player, do: 'waste' }, { player, do: 'flip' }];
}

/**
 * The masher's next press at `pressesPerSecond`: press k lands at game time k * 1000 / pace and is loop entry
 * k mod loop length, so the masher needs no memory and every run is deterministic.
 */
export function masherDecide(view: TableView, pressesPerSecond: number, rng: number, now: number): BotDecision {
  const interval = 1000 / Math.max(0.1, pressesPerSecond);
  if (!view.running) return { rng, plan: { kind: 'wait', until: now + Math.ceil(interval), orChange: true } };
  const loop = masherLoop(view.seat, view.rowTops.length);
  const k = Math.floor(now / interval) + 1;
  const intent = loop[k % loop.length] as Intent;
  return { rng, plan: { kind: 'send', intent, at: Math.ceil(k * interval) } };
}
