/** The toy game's TV strings in English: the reference every other language matches key for key. */
export const TOY_EN = {
  name: 'Press Race',
  press: 'Press',
  presses: '{n} of {target}',
  wins: '{name} wins!',
  goal: 'First to {target} presses wins',
  scores: '{n} presses',
} as const;

/** A complete table of the toy's TV strings. */
export type ToyMessages = { readonly [K in keyof typeof TOY_EN]: string };
