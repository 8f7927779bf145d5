/** A seat's view of the table is the game's shared one (src/shared/games/ligretto/view.ts): the engine serves it as is. */
export { tableView } from '@shared/games/ligretto/view';
