/** Coloretto's final scoring (KSC1–KSC5) lives in the shared contract, so the screens can show a running score. */
export {
  bestChoice,
  COLOR_POINTS,
  colorPoints,
  PLUS2_POINTS,
  POSITIVE_COLORS,
  scoreCollection,
  winnersOf,
} from '@shared/games/coloretto/scoring';
