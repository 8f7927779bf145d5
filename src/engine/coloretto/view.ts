/** What one Coloretto seat may see: the shared per-seat view (`@shared/games/coloretto/view`), under the engine's names. */
export { colorettoView, deckLeft } from '@shared/games/coloretto/view';
