/**
 * A stand-in canvas for Pixi in plain Node: texts measure as `0.55 em` per character (a stable, font-free measure),
 * so views that lay texts out can be built and updated in unit tests. Nothing is ever drawn.
 */
import './pixi-node-globals';
import { DOMAdapter, type Adapter } from 'pixi.js';

/** A 2D context that measures and ignores drawing. */
function fakeContext(): Record<string, unknown> {
  const ctx: Record<string, unknown> = {
    font: '10px sans-serif',
    measureText(text: string) {
      const px = Number(/(\d+(?:\.\d+)?)px/.exec(String(ctx.font))?.[1] ?? 10);
      const width = [...text].length * px * 0.55;
      return {
        width,
        actualBoundingBoxLeft: 0,
        actualBoundingBoxRight: width,
        actualBoundingBoxAscent: px * 0.8,
        actualBoundingBoxDescent: px * 0.2,
        fontBoundingBoxAscent: px * 0.9,
        fontBoundingBoxDescent: px * 0.25,
      };
    },
    getImageData: (_x: number, _y: number, w: number, h: number) => ({ data: new Uint8ClampedArray(Math.max(1, w * h * 4)) }),
  };
  return new Proxy(ctx, {
    get: (target, key) => (key in target ? target[key as string] : () => undefined),
    set: (target, key, value) => {
      target[key as string] = value;
      return true;
    },
  });
}

function fakeCanvas(width = 1, height = 1): unknown {
  const context = fakeContext();
  return { width, height, style: {}, getContext: () => context, addEventListener: () => undefined };
}

let installed = false;

/** Installs the stand-in canvas as Pixi's DOM adapter (once per test file). */
export function installNodeCanvas(): void {
  if (installed) return;
  installed = true;
  const adapter = {
    createCanvas: (w?: number, h?: number) => fakeCanvas(w, h),
    createImage: () => ({}),
    getCanvasRenderingContext2D: () => Object,
    getWebGLRenderingContext: () => Object,
    getNavigator: () => ({ userAgent: 'node', gpu: null }),
    getBaseUrl: () => 'http://localhost/',
    getFontFaceSet: () => null,
    fetch: () => Promise.reject(new Error('no fetch in unit tests')),
    parseXML: () => {
      throw new Error('no XML in unit tests');
    },
  } as unknown as Adapter;
  DOMAdapter.set(adapter);
}
