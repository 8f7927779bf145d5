import { describe, expect, it } from 'vitest';
import { OVERLAY_TIER, OverlayStack, type Overlay, type OverlayTier } from '@renderer/app/OverlayStack';
import { keysDevice, type InputEvent, type MenuActionKind } from '@renderer/input/index';

const press = (kind: MenuActionKind, at = 0): InputEvent => ({
  type: 'action',
  device: keysDevice(0),
  action: { kind },
  at,
  waking: false,
});
const kinds = (events: readonly InputEvent[]): string[] => events.flatMap((e) => (e.type === 'action' ? [e.action.kind] : []));

/** An overlay that records what reached it and lets through what `pass` allows. */
class Probe implements Overlay {
  readonly seen: string[][] = [];
  constructor(
    readonly name: string,
    readonly tier: OverlayTier,
    private readonly pass: (e: InputEvent) => boolean = () => false,
  ) {}
  input(events: readonly InputEvent[]): readonly InputEvent[] {
    this.seen.push(kinds(events));
    return events.filter(this.pass);
  }
}

describe('the overlay stack', () => {
  it('gives the input to the topmost overlay first and the screen only what every overlay lets through', () => {
    const stack = new OverlayStack();
    const resume = new Probe('resume', OVERLAY_TIER.screen, (e) => e.type === 'action' && e.action.kind !== 'pause');
    const notices = new Probe('notices', OVERLAY_TIER.notice, () => true);
    stack.push(resume);
    stack.push(notices);
    const rest = stack.route([press('confirm'), press('pause', 1), press('down', 2)]);
    expect(notices.seen).toEqual([['confirm', 'pause', 'down']]);
    expect(resume.seen).toEqual([['confirm', 'pause', 'down']]);
    expect(kinds(rest)).toEqual(['confirm', 'down']);
  });

  it('a capturing overlay keeps every event from the overlays and the screen below it', () => {
    const stack = new OverlayStack();
    const pause = new Probe('pause', OVERLAY_TIER.pause);
    const resume = new Probe('resume', OVERLAY_TIER.screen, () => true);
    stack.push(resume);
    stack.push(pause);
    expect(stack.route([press('confirm')])).toEqual([]);
    expect(resume.seen).toEqual([]);
  });

  it('keeps a higher tier above a lower one whatever the push order (a notice stays over the pause menu)', () => {
    const stack = new OverlayStack();
    const notices = new Probe('notices', OVERLAY_TIER.notice);
    const pause = new Probe('pause', OVERLAY_TIER.pause);
    const resume = new Probe('resume', OVERLAY_TIER.screen);
    stack.push(notices);
    stack.push(pause);
    stack.push(resume);
    expect(stack.names()).toEqual(['resume', 'pause', 'notices']);
    expect(stack.top).toBe(notices);
    stack.route([press('back')]);
    expect(notices.seen).toEqual([['back']]);
    expect(pause.seen).toEqual([]);
  });

  it('puts a later push of the same tier on top, and a second push of one overlay moves it there', () => {
    const stack = new OverlayStack();
    const a = new Probe('a', OVERLAY_TIER.screen);
    const b = new Probe('b', OVERLAY_TIER.screen);
    stack.push(a);
    stack.push(b);
    expect(stack.names()).toEqual(['a', 'b']);
    stack.push(a);
    expect(stack.names()).toEqual(['b', 'a']);
  });

  it('popping the top gives the input back to the overlay below, then to the screen', () => {
    const stack = new OverlayStack();
    const pause = new Probe('pause', OVERLAY_TIER.pause);
    const notices = new Probe('notices', OVERLAY_TIER.notice);
    stack.push(pause);
    stack.push(notices);
    stack.route([press('confirm')]);
    stack.pop(notices);
    expect(stack.route([press('up')])).toEqual([]);
    expect(pause.seen).toEqual([['up']]);
    stack.pop(pause);
    expect(kinds(stack.route([press('down')]))).toEqual(['down']);
    expect(stack.top).toBeNull();
  });

  it('set pushes only what is not on the stack yet (its place is kept) and pops on false', () => {
    const stack = new OverlayStack();
    const a = new Probe('a', OVERLAY_TIER.screen);
    const b = new Probe('b', OVERLAY_TIER.screen);
    stack.set(a, true);
    stack.set(b, true);
    stack.set(a, true);
    expect(stack.names()).toEqual(['a', 'b']);
    stack.set(b, false);
    stack.set(b, false);
    expect(stack.names()).toEqual(['a']);
    expect(stack.has(b)).toBe(false);
  });

  it('an overlay that pops itself while handling its input does not stop the routing below it', () => {
    const stack = new OverlayStack();
    const screenDialog = new Probe('dialog', OVERLAY_TIER.screen, () => true);
    const closing: Overlay = {
      name: 'closing',
      tier: OVERLAY_TIER.notice,
      input: (events) => {
        stack.pop(closing);
        return events;
      },
    };
    stack.push(screenDialog);
    stack.push(closing);
    expect(kinds(stack.route([press('confirm')]))).toEqual(['confirm']);
    expect(screenDialog.seen).toEqual([['confirm']]);
    expect(stack.names()).toEqual(['dialog']);
  });
});
