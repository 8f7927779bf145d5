/** Enumerates the intents the engine would accept from a seat right now (bots, tests, hints). */
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import type { LigrettoState, PlayerState } from '@shared/games/ligretto/state';
import { fits, fitsRowSlot, needMasks } from './piles';

function rowPlacements(p: PlayerState, player: number, from: 'stack' | 'waste'): LigrettoIntent[] {
  const card = (from === 'stack' ? p.stack : p.waste).at(-1);
  if (card === undefined) return [];
  const kind = from === 'stack' ? 'stack-to-row' : 'waste-to-row';
  return p.row.flatMap((slot, i) => (fitsRowSlot(card, slot.at(-1)) ? [{ player, do: kind, slot: i } as const] : []));
}

/** Every accepted intent for the seat, centre plays first, then row placements (A1), then flip. */
export function legalIntents(state: LigrettoState, player: number): LigrettoIntent[] {
  const p = state.players[player];
  if (state.phase !== 'playing' || p === undefined) return [];
  const masks = needMasks(state.piles);
  const out: LigrettoIntent[] = [];
  const stackTop = p.stack.at(-1);
  if (stackTop !== undefined && fits(stackTop, masks)) out.push({ player, do: 'stack' });
  p.row.forEach((slot, i) => {
    const top = slot.at(-1);
    if (top !== undefined && fits(top, masks)) out.push({ player, do: 'row', slot: i });
  });
  const wasteTop = p.waste.at(-1);
  if (wasteTop !== undefined && fits(wasteTop, masks)) out.push({ player, do: 'waste' });
  if (state.options.advancedRow) out.push(...rowPlacements(p, player, 'stack'), ...rowPlacements(p, player, 'waste'));
  if (p.hand.length + p.waste.length > 0) out.push({ player, do: 'flip' });
  return out;
}
