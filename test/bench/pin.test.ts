import { describe, expect, it } from 'vitest';
import { isRendererCommandLine, parentInStat } from '../../bench/pin';

describe('bench pinning: reading /proc', () => {
  it('finds the parent pid after a command name holding spaces and parentheses', () => {
    expect(parentInStat('4242 (chromium) S 17 4242 4242 0 -1')).toBe(17);
    expect(parentInStat('99 (Web Content (x) y) R 1234 99 99 0')).toBe(1234);
  });

  it("tells a renderer's command line, rewritten in place or NUL-separated, from the other processes'", () => {
    expect(isRendererCommandLine('/tmp/chromium --type=renderer --no-sandbox --lang=en-US')).toBe(true);
    expect(isRendererCommandLine('/tmp/chromium\0--type=renderer\0--no-sandbox\0')).toBe(true);
    expect(isRendererCommandLine('/tmp/chromium --type=gpu-process --no-sandbox')).toBe(false);
    expect(isRendererCommandLine('/tmp/chromium --type=utility --utility-sub-type=network.mojom.NetworkService')).toBe(false);
    expect(isRendererCommandLine('/tmp/chromium --type=renderer-helper')).toBe(false);
    expect(isRendererCommandLine('/tmp/chromium --remote-debugging-pipe')).toBe(false);
  });
});
