/** Every game's view contract (`<game>/contract.ts`): a new game adds one line here. */
export { LIGRETTO_CONTRACT } from './ligretto/contract';
export { DICE_CONTRACT } from './dice/contract';
export { COLORETTO_CONTRACT } from './coloretto/contract';
