import { afterEach, describe, expect, it } from 'vitest';
import { BOT_LEVEL_NAMES, CARD_BACKS, PLAYER_COLORS } from '@shared/seats';
import { setLanguage } from '@renderer/i18n/i18n';
import {
  botLevelLabel,
  cardBackLabel,
  defaultPlayerName,
  onOffLabel,
  playerColorLabel,
  roundsLabel,
  winnersLabel,
} from '@renderer/i18n/labels';

afterEach(() => setLanguage('en'));

describe('labels for the shared vocabulary', () => {
  it('names every bot level, player colour and card back', () => {
    for (const lang of ['en', 'es'] as const) {
      setLanguage(lang);
      const names = [
        ...BOT_LEVEL_NAMES.map(botLevelLabel),
        ...PLAYER_COLORS.map((_, i) => playerColorLabel(i)),
        ...CARD_BACKS.map((_, i) => cardBackLabel(i)),
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

  it('names shared rule values in the current language', () => {
    expect(roundsLabel(null)).toBe('Off');
    expect(roundsLabel(5)).toBe('5 rounds');
    expect(onOffLabel(false)).toBe('Off');
    setLanguage('es');
    expect(botLevelLabel('expert')).toBe('Experto');
  });

  it('announces one winner or a shared win', () => {
    expect(winnersLabel(['Ana'])).toBe('Ana wins!');
    expect(winnersLabel(['Ana', 'Bo'])).toBe('Ana and Bo share the win!');
    setLanguage('es');
    expect(winnersLabel(['Ana', 'Bo', 'Cy'])).toBe('¡Ana, Bo y Cy comparten la victoria!');
  });

  it('names default seats from 1', () => {
    expect(defaultPlayerName(2)).toBe('Player 3');
    expect(defaultPlayerName(0, 'es')).toBe('Jugador 1');
  });
});
