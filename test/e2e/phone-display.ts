/**
 * What a phone page shows of the TV's display settings (issue 31), read from its DOM: the reduced-motion and large-text
 * flags the host passed on, every CSS animation and transition cut to nothing, and each line of text clear of the
 * others and inside the screen's width.
 */
import type { Page } from 'playwright-core';

/** What the phone's page says of its display settings, its motion and its text. */
export interface PhoneDisplay {
  /** `data-reduced-motion` and `data-large-text` on the page's root element. */
  readonly reducedMotion: string | null;
  readonly largeText: string | null;
  /** Elements whose computed animation or transition lasts longer than 1 ms, as `tag.class: duration`. */
  readonly moving: readonly string[];
  /** Web animations running longer than 1 ms (CSS animations and transitions among them). */
  readonly running: readonly string[];
  /** Lines of text that cover another's or leave the screen's width, or texts cut off by their box. */
  readonly textProblems: readonly string[];
}

/** Reads the phone's display flags, what still moves, and where its texts collide. */
export function phoneDisplay(phone: Page): Promise<PhoneDisplay> {
  return phone.evaluate(() => {
    const seconds = (list: string): number =>
      Math.max(0, ...list.split(',').map((d) => (d.trim().endsWith('ms') ? parseFloat(d) / 1000 : parseFloat(d) || 0)));
    const name = (el: Element): string => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`;
    const shown = (el: Element): boolean => el.checkVisibility({ opacityProperty: false, visibilityProperty: true });
    const moving: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      if (!shown(el)) continue;
      const cs = getComputedStyle(el);
      const anim = cs.animationName !== 'none' ? seconds(cs.animationDuration) : 0;
      const trans = seconds(cs.transitionDuration);
      if (anim > 0.001 || trans > 0.001) moving.push(`${name(el)}: ${cs.animationDuration} / ${cs.transitionDuration}`);
    }
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) > 1)
      .map((a) => `${a.constructor.name} ${String(a.effect?.getComputedTiming().duration)} ms`);

    // Every line box of every visible text node.
    const lines: { text: string; el: Element; r: DOMRect }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!text || !el || !shown(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (r.width >= 1 && r.height >= 1) lines.push({ text, el, r });
    }
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const TOL = 2;
    for (const [i, a] of lines.entries()) {
      if (a.r.left < -TOL || a.r.right > width + TOL)
        problems.push(`"${a.text}" leaves the screen (${Math.round(a.r.left)}-${Math.round(a.r.right)})`);
      for (const b of lines.slice(i + 1)) {
        if (a.el === b.el) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        // Line boxes of stacked lines may touch by their leading: a quarter of the smaller line's height is an overlap.
        if (w > TOL && h > Math.max(TOL, Math.min(a.r.height, b.r.height) / 4)) problems.push(`"${a.text}" overlaps "${b.text}"`);
      }
    }
    for (const el of new Set(lines.map((l) => l.el))) {
      const cs = getComputedStyle(el);
      const clips = cs.overflowX !== 'visible' || cs.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1) problems.push(`"${(el.textContent ?? '').trim()}" is cut off (${name(el)})`);
    }
    return {
      reducedMotion: document.documentElement.dataset['reducedMotion'] ?? null,
      largeText: document.documentElement.dataset['largeText'] ?? null,
      moving,
      running,
      textProblems: problems,
    };
  });
}
