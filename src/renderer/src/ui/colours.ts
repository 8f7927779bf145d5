/** The interface's colours, apart from Pixi so Node tests (the palette's distance from them) can read them. */

/** Interface colours. */
export const UI = {
  background: 0x0b0f1a,
  felt: 0x12331f,
  feltEdge: 0x0c2416,
  panel: 0x182238,
  panelEdge: 0x2c3b5e,
  text: 0xf4f6fb,
  dim: 0x9aa6c2,
  accent: 0xffc93c,
  good: 0x6fe38a,
  bad: 0xff6b6b,
  focus: 0xffffff,
} as const;
