/**
 * The debug hooks (`window.ligrettoDebug`) over the running app's parts. They read Pixi through its public API only:
 * the renderer's managed textures, the canvas text system's reference counts and each Text's `styleKey`.
 */
import type { AudienceMeter } from '@renderer/ui/AudienceMeter';
import { type Container, Text, TextureSource } from 'pixi.js';
import type { Snapshot } from '@shared/protocol';
import type { InputHub } from '../input/index';
import type { StreamScoreboard } from '../stream/StreamScoreboard';
import type { NoticeLayer } from '../screens/saves/NoticeLayer';
import { CARD_PAGE_LABEL } from '../views/cards/card-atlas';
import type { AtlasStats } from '../views/cards/card-atlas-core';
import type { DebugHooks, TextureOwners } from './debug';
import type { GameTables } from './GameTables';
import type { AnyTableDescription } from '../games/registry';
import type { Navigation } from './Navigation';
import type { RenderLoop } from './render-loop';
import type { LatencyProbes } from './probes';
import { fontPxOf, textLayout, textSizes, visibleTexts } from './scene-text';
import { motionStats } from '../ui/motion';

/** The input pump's counters (see InputReport, less the pads, which the hub counts). */
export interface InputCounters {
  readonly keyEvents: number;
  readonly padPolls: number;
  readonly events: number;
  readonly ms: number;
}

/**
 * What the hooks read of Pixi's renderer: public API only (the WebGL and WebGPU texture systems list their textures,
 * the canvas text system counts who uses each text texture).
 */
export interface RendererView {
  readonly texture: object | { readonly managedTextures: readonly (TextureSource | null)[] };
  readonly canvasText: { getReferenceCount(textKey: string): number };
}

/** What the hooks read. */
export interface DebugParts {
  readonly stage: Container;
  readonly renderer: RendererView;
  readonly screen: { readonly width: number; readonly height: number };
  readonly atlas: { stats(): AtlasStats };
  readonly nav: Navigation;
  readonly loop: RenderLoop;
  readonly table: GameTables<AnyTableDescription>;
  readonly notices: NoticeLayer;
  readonly hub: InputHub;
  readonly scoreboard: StreamScoreboard | null;
  readonly audienceMeter: AudienceMeter;
  /** The size of the last frame drawn. */
  readonly rendered: { readonly width: number; readonly height: number };
  latest(): Snapshot | null;
  inputCounters(): InputCounters;
  probes(): LatencyProbes;
}

/** The live GPU texture sources (the texture system lists destroyed ones as null). */
function liveTextures(renderer: RendererView): TextureSource[] {
  const system = renderer.texture;
  return 'managedTextures' in system ? system.managedTextures.filter((t) => t !== null) : [];
}

/**
 * The canvas texts whose texture some Text holds, one per texture (texts with the same words and style share one):
 * each Text under `root`, shown or hidden, whose key the canvas text system counts as in use. A Text whose words
 * changed since it was last drawn counts with its new words.
 */
export function heldTexts(root: Container, renderer: RendererView): Map<string, Text> {
  const held = new Map<string, Text>();
  const visit = (node: Container): void => {
    if (node instanceof Text) {
      const key = node.styleKey;
      if (!held.has(key) && renderer.canvasText.getReferenceCount(key) > 0) held.set(key, node);
    }
    for (const child of node.children) visit(child);
  };
  visit(root);
  return held;
}

/** A texture a canvas text painted: the text system takes a plain pooled source (no label) and hands it its canvas. */
function isTextTexture(source: TextureSource): boolean {
  const resource: unknown = source.resource;
  const canvas = typeof resource === 'object' && resource !== null && 'getContext' in resource;
  return canvas && source.label === '' && Object.getPrototypeOf(source) === TextureSource.prototype;
}

/** A texture's name in the report: its label or its resource's kind, and its pixel size. */
function textureName(source: TextureSource): string {
  const resource: unknown = source.resource;
  const kind = typeof resource === 'object' && resource !== null ? resource.constructor.name : '';
  return `${source.label || kind || 'texture'} ${source.pixelWidth}x${source.pixelHeight}`;
}

/** Who holds the live GPU textures under `stage`: the texts, the card atlas (`cards`) and the rest. */
export function textureOwners(stage: Container, renderer: RendererView, cards: AtlasStats): TextureOwners {
  const texts = [...heldTexts(stage, renderer).keys()].map((key) => key.split(':').slice(0, -2).join(':'));
  const live = liveTextures(renderer);
  const others = live.filter((t) => !isTextTexture(t) && t.label !== CARD_PAGE_LABEL).map(textureName);
  return { total: live.length, texts, cardPages: cards.pages, cardSheets: cards.sheets, cardSheetsIdle: cards.idle, others };
}

/** The debug hooks over `parts`. */
export function debugHooks(parts: DebugParts): DebugHooks {
  const { stage, renderer, loop } = parts;
  return {
    screen: () => parts.nav.active?.id ?? '',
    snapshot: () => parts.latest(),
    table: () => parts.table.describe(),
    describe: () => parts.nav.active?.describe?.() ?? null,
    notices: () => parts.notices.describe(),
    loop: () => ({
      frames: loop.stats.frames,
      renders: loop.stats.renders,
      frameMs: loop.stats.frameMs.slice(),
      idle: loop.idle,
      drawn: { ...parts.rendered },
    }),
    frameSplit: () => ({ renders: loop.stats.renders, renderMs: loop.stats.lastRenderMs }),
    input: () => ({ ...parts.inputCounters(), pads: parts.hub.connectedPads().length }),
    textures: () => liveTextures(renderer).length,
    textTextures: () => heldTexts(stage, renderer).size,
    textureOwners: () => textureOwners(stage, renderer, parts.atlas.stats()),
    probes: () => parts.probes(),
    sceneText: () => visibleTexts(stage),
    textLayout: () => textLayout(stage, parts.screen.width, parts.screen.height),
    textSizes: () => textSizes(stage),
    howto: () => parts.table.howto(),
    pauseMenu: () => parts.nav.pauseMenu(),
    streamBoard: () => parts.scoreboard?.describe() ?? null,
    audienceMeter: () => parts.audienceMeter.describe(),
    fontPx: (text) => fontPxOf(stage, text),
    motion: () => motionStats(),
  };
}
