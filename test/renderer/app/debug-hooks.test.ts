/**
 * The debug hooks read Pixi through its public API only (issue 29): a renderer offering nothing but its texture list
 * and the canvas text system's reference counts is enough to say which texts hold a GPU texture and who owns the rest.
 */
import '../../support/pixi-node-globals';
import { Container, DOMAdapter, Text, TextureSource } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { heldTexts, textureOwners, type RendererView } from '@renderer/app/debug-hooks';
import { CARD_PAGE_LABEL } from '@renderer/views/cards/card-atlas';
import { installNodeCanvas } from '../../support/pixi-node';

installNodeCanvas();

/** A renderer view whose canvas text system counts `inUse` keys once each, listing `textures`. */
function rendererView(inUse: readonly string[], textures: readonly (TextureSource | null)[]): RendererView {
  return { texture: { managedTextures: textures }, canvasText: { getReferenceCount: (key) => (inUse.includes(key) ? 1 : 0) } };
}

/** A pooled source holding a canvas, as the canvas text system paints a text into. */
function textSource(): TextureSource {
  const source = new TextureSource({ width: 8, height: 8 });
  source.resource = DOMAdapter.get().createCanvas(8, 8);
  return source;
}

describe('debug hooks over the public Pixi API', () => {
  it('counts the texts whose texture is in use, shown or hidden, once per shared texture', () => {
    const stage = new Container();
    const hidden = new Container();
    hidden.visible = false;
    const a = new Text({ text: 'Round 1' });
    const twin = new Text({ text: 'Round 1' });
    const b = new Text({ text: 'Ana' });
    const idle = new Text({ text: 'never drawn' });
    stage.addChild(a, hidden, idle);
    hidden.addChild(twin, b);
    const held = heldTexts(stage, rendererView([a.styleKey, b.styleKey], []));
    expect([...held.values()].map((t) => t.text).sort()).toEqual(['Ana', 'Round 1']);
  });

  it('names the texts by their words and keeps text textures and card pages out of the others', () => {
    const stage = new Container();
    const word = new Text({ text: 'Ligretto!' });
    stage.addChild(word);
    const card = new TextureSource({ width: 64, height: 32, label: CARD_PAGE_LABEL });
    const other = new TextureSource({ width: 4, height: 2, label: 'glow' });
    const owners = textureOwners(stage, rendererView([word.styleKey], [textSource(), null, card, other]), {
      sheets: 1,
      idle: 0,
      pages: 1,
      built: 1,
      destroyed: 0,
    });
    expect(owners).toEqual({ total: 3, texts: ['Ligretto!'], cardPages: 1, cardSheets: 1, cardSheetsIdle: 0, others: ['glow 4x2'] });
  });
});
