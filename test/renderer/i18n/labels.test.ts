import { afterEach, describe, expect, it } from 'vitest';
import { COLORS } from '@shared/games/ligretto/cards';
import { REJECT_REASONS, type RejectReason } from '@shared/games/ligretto/intent';
import { BOT_LEVEL_NAMES, CARD_BACKS, DEFAULT_MATCH_OPTIONS, PLAYER_COLORS } from '@shared/seats';
import { setLanguage } from '@renderer/i18n/i18n';
import {
  advancedRowLabel,
  blockadeLabel,
  botLevelLabel,
  cardBackLabel,
  cardColorLabel,
  countdownLabel,
  defaultPlayerName,
  matchOptionLabels,
  onOffLabel,
  playerColorLabel,
  rejectLabel,
  roundsLabel,
  rowSizeLabel,
  winnersLabel,
} from '@renderer/i18n/labels';

afterEach(() => setLanguage('en'));

describe('labels for the shared vocabulary', () => {
  it('names every bot level, player colour, card back, card colour and rejection', () => {
    for (const lang of ['en', 'es'] as const) {
      setLanguage(lang);
      const names = [
        ...BOT_LEVEL_NAMES.map(botLevelLabel),
        ...PLAYER_COLORS.map((_, i) => playerColorLabel(i)),
        ...CARD_BACKS.map((_, i) => cardBackLabel(i)),
        ...COLORS.map(cardColorLabel),
        ...(Object.keys(REJECT_REASONS) as RejectReason[]).map(rejectLabel),
      ];
      expect(names.every((n) => n.length > 0 && !n.includes('.'))).toBe(true);
    }
  });

  it('gives distinct names to the 12 colours and the 12 backs', () => {
    expect(new Set(PLAYER_COLORS.map((_, i) => playerColorLabel(i))).size).toBe(12);
    expect(new Set(CARD_BACKS.map((_, i) => cardBackLabel(i))).size).toBe(12);
  });

  it('returns an empty name for an index outside the palettes', () => {
    expect(playerColorLabel(12)).toBe('');
    expect(cardBackLabel(-1)).toBe('');
  });

  it('names rule values in the current language', () => {
    expect(rowSizeLabel('large-table')).toBe('Large table');
    expect(blockadeLabel('end-round')).toBe('End round');
    expect(advancedRowLabel(true)).toBe('On');
    expect(roundsLabel(null)).toBe('Off');
    expect(roundsLabel(5)).toBe('5 rounds');
    expect(onOffLabel(false)).toBe('Off');
    setLanguage('es');
    expect(rowSizeLabel('official')).toBe('Oficial');
    expect(botLevelLabel('expert')).toBe('Experto');
  });

  it('summarises the default match options', () => {
    expect(matchOptionLabels(DEFAULT_MATCH_OPTIONS)).toEqual([
      ['Row size', 'Official'],
      ['Target score', '99 points'],
      ['Fixed rounds', 'Off'],
      ['Blockade', 'Reshuffle'],
      ['Advanced row', 'Off'],
    ]);
  });

  it('announces one winner or a shared win', () => {
    expect(winnersLabel(['Ana'])).toBe('Ana wins!');
    expect(winnersLabel(['Ana', 'Bo'])).toBe('Ana and Bo share the win!');
    setLanguage('es');
    expect(winnersLabel(['Ana', 'Bo', 'Cy'])).toBe('¡Ana, Bo y Cy comparten la victoria!');
  });

  it('counts down 3, 2, 1, then calls the start', () => {
    expect([3.2, 2.5, 1.4, 0.6, 0].map(countdownLabel)).toEqual(['3', '3', '2', '1', 'Ligretto!']);
  });

  it('names default seats from 1', () => {
    expect(defaultPlayerName(2)).toBe('Player 3');
    expect(defaultPlayerName(0, 'es')).toBe('Jugador 1');
  });
});
