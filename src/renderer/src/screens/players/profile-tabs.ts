/**
 * The players screen's tabs (issue 31): the night-level record ("Nights") and one tab per game the player played, so
 * a game's average round is only ever of that game's rounds. Each tab's stats tiles, and the tab row itself.
 */
import { Graphics, Text } from 'pixi.js';
import type { GameId } from '@shared/game';
import type { GameRecord, PlayerProfile } from '@shared/night';
import { t } from '@renderer/i18n/i18n';
import type { Rect } from '@renderer/layout/rect';
import { fitLine } from '@renderer/ui/fit-text';
import { textStyle, UI } from '@renderer/ui/style';
import { mixColor } from '../../views/cards/card-palette';
import { statValue } from '../saves/saves-format';
import { gameName } from '../night-rows';
import type { ProfileCanvas, StatTile } from './profile-panels';

/** A tab: the night-level record, or one game's. */
export type ProfileTab = { readonly kind: 'nights' } | { readonly kind: 'game'; readonly game: GameId; readonly record: GameRecord };

/** The profile's tabs: "Nights" first, then each game in the order first played. */
export function profileTabs(profile: PlayerProfile): ProfileTab[] {
  return [{ kind: 'nights' }, ...profile.byGame.map((record) => ({ kind: 'game' as const, game: record.game, record }))];
}

/** The tab a profile opens on: the game of its newest match (where its history is), else "Nights". */
export function openingTab(profile: PlayerProfile, tabs: readonly ProfileTab[], keep: string | null): number {
  const want = keep ?? profile.nights[0]?.game ?? 'nights';
  const at = tabs.findIndex((tab) => (tab.kind === 'nights' ? want === 'nights' : tab.game === want));
  return at === -1 ? 0 : at;
}

export { gameName };

/** What a tab is called. */
export function tabLabel(tab: ProfileTab): string {
  return tab.kind === 'nights' ? t('players.tabNight') : gameName(tab.game);
}

function rate(wins: number, games: number): string {
  return games > 0 ? t('players.winRateValue', { n: Math.round((100 * wins) / games) }) : '—';
}

/** The six tiles of a tab: nights, nights won, night points and matches over all games; or one game's record. */
export function statTiles(profile: PlayerProfile, tab: ProfileTab): StatTile[] {
  if (tab.kind === 'nights') {
    const r = profile.record;
    return [
      { label: t('players.nights'), value: statValue(r.nights), gold: false },
      { label: t('players.nightsWon'), value: statValue(r.won), gold: r.won > 0 },
      { label: t('players.nightPoints'), value: statValue(r.points), gold: false },
      { label: t('players.games'), value: statValue(profile.games), gold: false },
      { label: t('players.wins'), value: statValue(profile.wins), gold: profile.wins > 0 },
      { label: t('players.winRate'), value: rate(profile.wins, profile.games), gold: false },
    ];
  }
  const g = tab.record;
  return [
    { label: t('players.games'), value: statValue(g.games), gold: false },
    { label: t('players.wins'), value: statValue(g.wins), gold: g.wins > 0 },
    { label: t('players.winRate'), value: rate(g.wins, g.games), gold: false },
    { label: t('players.rounds'), value: statValue(g.rounds), gold: false },
    { label: t('players.average'), value: statValue(g.average, 1), gold: false },
    { label: t('players.best'), value: statValue(g.best), gold: false },
  ];
}

/** Draws the tab row centred in `box`, the `selected` one filled in the player's colour; a tap picks a tab. Returns its labels, the selected one marked '> '. */
export function drawTabs(
  into: ProfileCanvas,
  tabs: readonly ProfileTab[],
  selected: number,
  color: number,
  box: Rect,
  s: number,
  onTap: (index: number) => void,
): string[] {
  const gap = 16 * s;
  const labels = tabs.map(tabLabel);
  const widths = labels.map((label) => {
    const probe = new Text({ text: label, style: textStyle(34, s, { fontWeight: '700' }) });
    const w = probe.width;
    probe.destroy();
    return Math.min(w + 64 * s, 420 * s);
  });
  const total = widths.reduce((a, b) => a + b, 0) + gap * (tabs.length - 1);
  const fit = Math.min(1, box.w / total);
  let x = box.x + (box.w - total * fit) / 2;
  return labels.map((label, i) => {
    const w = (widths[i] ?? 0) * fit;
    const on = i === selected;
    const pill = new Graphics()
      .roundRect(x, box.y, w, box.h, box.h / 2)
      .fill({ color: on ? mixColor(color, 0x0b0f1a, 0.55) : UI.panel, alpha: on ? 1 : 0.85 })
      .stroke({ color: on ? color : UI.panelEdge, width: (on ? 4 : 2) * s });
    pill.eventMode = 'static';
    pill.cursor = 'pointer';
    pill.on('pointertap', () => onTap(i));
    const text = new Text({ text: '', style: textStyle(34, s, { fill: on ? UI.text : UI.dim, fontWeight: '700' }) });
    fitLine(text, label, w - 28 * s);
    text.anchor.set(0.5);
    text.position.set(x + w / 2, box.y + box.h / 2);
    into.body.addChild(pill, text);
    x += w + gap * fit;
    return `${on ? '> ' : ''}${label}`;
  });
}
