import { afterEach, describe, expect, it } from 'vitest';
import { COLORS } from '@shared/games/ligretto/cards';
import { REJECT_REASONS, type RejectReason } from '@shared/games/ligretto/intent';
import { DEFAULT_MATCH_OPTIONS } from '@shared/seats';
import { setLanguage } from '@renderer/i18n/i18n';
import {
  advancedRowLabel,
  blockadeLabel,
  cardColorLabel,
  countdownLabel,
  matchOptionLabels,
  rejectLabel,
  rowSizeLabel,
} from '@renderer/games/ligretto/i18n/labels';

afterEach(() => setLanguage('en'));

describe("Ligretto's own labels", () => {
  it('names every card colour and rejection in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      setLanguage(lang);
      const names = [...COLORS.map(cardColorLabel), ...(Object.keys(REJECT_REASONS) as RejectReason[]).map(rejectLabel)];
      expect(names.every((n) => n.length > 0 && !n.includes('.'))).toBe(true);
    }
  });

  it('names rule values in the current language', () => {
    expect(rowSizeLabel('large-table')).toBe('Large table');
    expect(blockadeLabel('end-round')).toBe('End round');
    expect(advancedRowLabel(true)).toBe('On');
    setLanguage('es');
    expect(rowSizeLabel('official')).toBe('Oficial');
  });

  it('summarises the default match options', () => {
    expect(matchOptionLabels(DEFAULT_MATCH_OPTIONS.games.ligretto)).toEqual([
      ['Row size', 'Official'],
      ['Target score', '99 points'],
      ['Fixed rounds', 'Off'],
      ['Blockade', 'Reshuffle'],
      ['Advanced row', 'Off'],
    ]);
  });

  it('counts down 3, 2, 1, then calls the start', () => {
    expect([3.2, 2.5, 1.4, 0.6, 0].map(countdownLabel)).toEqual(['3', '3', '2', '1', 'Ligretto!']);
  });
});
