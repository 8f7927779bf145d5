import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { NewestOnlySender, RateWindow } from '@main/transport/socket-pacing';

class FakeSocket {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  send(text: string): void {
    this.sent.push(text);
  }
}

describe('socket pacing', () => {
  afterEach(() => vi.useRealTimers());

  it('a slow reader gets only the newest snapshot once its buffer drains; other messages are never held', () => {
    vi.useFakeTimers();
    const ws = new FakeSocket();
    const out = new NewestOnlySender(ws as unknown as WebSocket, 1000);
    out.send('s1', true);
    ws.bufferedAmount = 5000;
    out.send('s2', true);
    out.send('s3', true);
    out.send('rejected', false);
    expect(ws.sent).toEqual(['s1', 'rejected']);
    vi.advanceTimersByTime(200);
    expect(ws.sent).toEqual(['s1', 'rejected']);
    ws.bufferedAmount = 0;
    vi.advanceTimersByTime(60);
    expect(ws.sent).toEqual(['s1', 'rejected', 's3']);
    out.send('s4', true);
    expect(ws.sent.at(-1)).toBe('s4');
  });

  it('nothing is sent after dispose or to a closed socket', () => {
    vi.useFakeTimers();
    const ws = new FakeSocket();
    const out = new NewestOnlySender(ws as unknown as WebSocket, 10);
    ws.bufferedAmount = 100;
    out.send('held', true);
    out.dispose();
    ws.bufferedAmount = 0;
    vi.advanceTimersByTime(500);
    ws.readyState = 3;
    out.send('late', false);
    expect(ws.sent).toEqual([]);
  });

  it('the rate window allows the limit per second and refuses the next message', () => {
    const rate = new RateWindow(3);
    expect([rate.over(0), rate.over(10), rate.over(20), rate.over(30)]).toEqual([false, false, false, true]);
    expect(rate.over(1200)).toBe(false);
  });
});
