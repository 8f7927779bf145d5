/**
 * Lets Pixi's display objects be built in plain Node for unit tests of views (no WebGL, no real canvas). Import this
 * module first (before anything that imports pixi.js): Pixi reads `navigator` while its modules load. Then call
 * `installNodeCanvas()` from `pixi-node.ts`.
 */
const g = globalThis as { navigator?: unknown };
g.navigator ??= { userAgent: 'node', gpu: undefined };
export {};
