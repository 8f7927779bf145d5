/** The toy game's bot. */
import type { GameBot } from '@bots/index';
import type { ToyIntent, ToyView } from '../../shared/games/toy/contract';

/** The toy game's bot: presses every 200 ms of game time while the round runs. */
export const toyBot: GameBot<ToyView, ToyIntent> = {
  game: 'toy-presses',
  decide: (view, _level, rng, now) =>
    view.running
      ? { rng, plan: { kind: 'send', intent: { player: view.me, do: 'press' }, at: now + 200 } }
      : { rng, plan: { kind: 'wait', until: now + 100, orChange: true } },
};
