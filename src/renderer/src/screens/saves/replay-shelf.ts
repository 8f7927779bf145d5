/**
 * The Replays screen's two levels (issue 31): the saved game nights, newest first, then one "Earlier rounds" entry for
 * the replays that belong to no saved night (rounds kept before nights were saved, imported files); inside each, its
 * rounds (a night's in the order played, match by match).
 */
import type { GameId } from '@shared/game';
import type { ReplayEntry } from '@shared/night';
import type { ReplayNight } from '@shared/saves-protocol';
import { t } from '@renderer/i18n/i18n';
import { gameName, nightLine, type NightFacts } from '../night-rows';
import { sortReplays } from './saves-format';

/** A round on the shelf: its replay, and its match's number and game inside a night of several matches. */
export interface ShelfRound {
  readonly entry: ReplayEntry;
  readonly match: { readonly number: number; readonly game: GameId } | null;
}

/** A first-level entry: a saved night, or the earlier rounds. */
export type ShelfItem =
  | { readonly kind: 'night'; readonly night: ReplayNight; readonly rounds: readonly ShelfRound[] }
  | { readonly kind: 'earlier'; readonly rounds: readonly ShelfRound[] };

/** The first level from the host's reply: the nights (as sent, newest first) with a kept round, then the earlier rounds if any. */
export function shelfOf(replays: readonly ReplayEntry[], nights: readonly ReplayNight[]): ShelfItem[] {
  const byId = new Map(replays.map((e) => [e.id, e]));
  const placed = new Set<string>();
  const items: ShelfItem[] = [];
  for (const night of nights) {
    const several = night.matches.length > 1;
    const rounds = night.matches.flatMap((m, i) =>
      m.replays.flatMap((id) => {
        const entry = byId.get(id);
        if (!entry || placed.has(id)) return [];
        placed.add(id);
        return [{ entry, match: several ? { number: i + 1, game: m.game } : null }];
      }),
    );
    if (rounds.length > 0) items.push({ kind: 'night', night, rounds });
  }
  const earlier = sortReplays(replays.filter((e) => !placed.has(e.id))).map((entry) => ({ entry, match: null }));
  if (earlier.length > 0) items.push({ kind: 'earlier', rounds: earlier });
  return items;
}

/** What a night row shows of a night. */
export function nightFacts(night: ReplayNight): NightFacts {
  return { startedAt: night.startedAt, games: night.matches.map((m) => m.game), winners: night.winners };
}

/** A round's list title: "Match 2: Coloretto, round 1" inside a night of several matches, else null (the replay's own). */
export function shelfTitle(round: ShelfRound): string | null {
  if (!round.match || round.entry.round === null) return null;
  return t('replays.matchRound', { m: round.match.number, game: gameName(round.match.game), n: round.entry.round });
}

/** Where the list of `items` finds the replay `id`: its item and its index there; null when none holds it. */
export function findRound(items: readonly ShelfItem[], id: string): { item: number; round: number } | null {
  for (const [item, it] of items.entries()) {
    const round = it.rounds.findIndex((r) => r.entry.id === id);
    if (round !== -1) return { item, round };
  }
  return null;
}

/** Where the focus goes on a new list: the level and the focused item and round. */
export interface ShelfFocus {
  readonly level: 'nights' | 'rounds';
  readonly itemFocus: number;
  readonly focus: number;
}

/**
 * The focus on the new list `items`: on the replay `keep` where it is shown (inside its night) or was just `imported`
 * (it opens the earlier rounds); else on the night `was` focused before, at the level shown; else the nights level.
 */
export function refocus(
  was: ShelfItem | null,
  items: readonly ShelfItem[],
  now: { readonly keep: string | null; readonly imported: boolean; readonly level: 'nights' | 'rounds'; readonly item: number },
): ShelfFocus {
  const found = now.keep === null ? null : findRound(items, now.keep);
  if (found && (now.imported || now.level === 'rounds')) return { level: 'rounds', itemFocus: found.item, focus: found.round };
  const same =
    was === null
      ? -1
      : items.findIndex((i) => (i.kind === 'night' ? was.kind === 'night' && i.night.id === was.night.id : was.kind === 'earlier'));
  if (same !== -1) return { level: now.level, itemFocus: same, focus: 0 };
  return { level: 'nights', itemFocus: Math.min(now.item, Math.max(0, items.length - 1)), focus: 0 };
}

/** The screen's subtitle: what the nights level holds, or the night opened ("date · games"), or the earlier rounds'. */
export function shelfSubtitle(level: 'nights' | 'rounds', item: ShelfItem | null): string {
  if (level === 'nights') return t('replays.nightsSubtitle');
  if (item?.kind !== 'night') return t('replays.earlierNote');
  const line = nightLine(nightFacts(item.night));
  return t('replays.nightSubtitle', { date: line.date, games: line.games });
}
