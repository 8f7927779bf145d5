/**
 * Issue 28, the TV side: the join card shows the relay's QR code, code and address beside the LAN's while remote players
 * are on, in every language, readable from the sofa; stream views and streamer safety get neither code nor QR code.
 */
import '../../../support/pixi-node-globals';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installNodeCanvas } from '../../../support/pixi-node';
import type { LanStatus, RemoteStatus } from '@shared/protocol';
import { hiddenLan, hiddenRemote } from '@main/session/stream-views';
import { setLanguage, t, LANGUAGE_CODES } from '@renderer/i18n/i18n';
import { LanPanel } from '@renderer/screens/lobby/LanPanel';
import { joinCardKind, joinCodes } from '@renderer/screens/lobby/join-card';
import { lobbyLayout } from '@renderer/screens/lobby/lobby-layout';
import { rectContains } from '@renderer/layout/rect';

beforeAll(() => installNodeCanvas());
afterEach(() => setLanguage('en'));

/** A QR code of `n` rows (a checker pattern: only its size matters here). */
const qr = (n: number): string[] => Array.from({ length: n }, (_, r) => (r % 2 === 0 ? '10' : '01').repeat(n).slice(0, n));

const LAN: LanStatus = {
  state: 'on',
  url: 'http://192.168.1.20:8765/?room=KXQT',
  address: '192.168.1.20:8765',
  roomCode: 'KXQT',
  qr: qr(29),
  iface: 'wlan0',
  choices: [{ name: 'wlan0', address: '192.168.1.20' }],
};

const REMOTE: RemoteStatus = {
  state: 'on',
  relay: 'wss://relay.example.com',
  code: 'ABCDEF',
  url: 'https://relay.example.com/play?room=ABCDEF',
  qr: qr(33),
  locked: false,
  rtt: [{ seat: 2, ms: 48 }],
};

/** The join card as the lobby lays it out at 1080p for these statuses. */
function card(lan: LanStatus | null, remote: RemoteStatus | null): LanPanel {
  const L = lobbyLayout(1920, 1080, 1, 20, joinCardKind(lan, remote));
  const panel = new LanPanel();
  if (L.joinCard) panel.layout(L.joinCard, L.scale, true);
  else panel.layout({ x: L.title.x + 400, y: L.title.y, w: 600, h: L.title.h }, L.scale);
  panel.update(lan, { available: true, pads: 0 }, remote);
  return panel;
}

describe('the join card with remote players on', () => {
  it('shows the relay QR code, its code and its address beside the LAN QR code', () => {
    const d = card(LAN, REMOTE).describe();
    expect(d.card).toBe(true);
    expect(d.qrCodes).toBe(2);
    expect(d.roomCode).toBe('KXQT');
    expect(d.remote).toEqual({ code: 'ABCDEF', address: 'relay.example.com', qrRows: 33, notice: '' });
    expect(d.lines).toEqual(
      expect.arrayContaining(['On this Wi-Fi', 'From anywhere', 'KXQT', 'ABCDEF', '192.168.1.20:8765', 'relay.example.com']),
    );
  });

  it('is readable from the sofa: two QR codes of 200 px or more, every text at 28 px or more, all inside the card at 1080p', () => {
    const L = lobbyLayout(1920, 1080, 1, 20, 'two');
    const d = card(LAN, REMOTE).describe();
    expect(d.qrPx).toBeGreaterThanOrEqual(200);
    for (const f of d.fontPx) expect(f.px, f.text).toBeGreaterThanOrEqual(28);
    const box = L.joinCard ?? { x: 0, y: 0, w: 0, h: 0 };
    expect(rectContains({ x: box.x - 0.5, y: box.y - 0.5, w: box.w + 1, h: box.h + 1 }, d.textBox)).toBe(true);
    // The title beside the wider card keeps room for its word.
    expect(L.title.w).toBeGreaterThan(200);
  });

  it('says "from anywhere" in every language', () => {
    const seen = new Set<string>();
    for (const lang of LANGUAGE_CODES) {
      setLanguage(lang);
      const d = card(LAN, REMOTE).describe();
      expect(d.lines).toContain(t('remote.anywhere'));
      expect(d.remote.code).toBe('ABCDEF');
      seen.add(t('remote.anywhere'));
    }
    expect(seen.size).toBe(LANGUAGE_CODES.length);
  });

  it('shows the relay alone (one QR code) when LAN mode is off', () => {
    const d = card(null, REMOTE).describe();
    expect(d.qrCodes).toBe(1);
    expect(d.remote.code).toBe('ABCDEF');
    expect(d.lines).toContain('Join from anywhere');
  });

  it('shows no code, address or QR code under streamer safety or on a stream view, and says the code is hidden', () => {
    // The host's own hiding: streamer safety hides both, a stream view always hides the relay's.
    for (const [lan, remote] of [
      [hiddenLan(LAN), hiddenRemote(REMOTE)],
      [LAN, hiddenRemote(REMOTE)],
    ] as const) {
      expect(joinCodes(lan, remote).map((c) => c.kind)).not.toContain('remote');
      const d = card(lan, remote).describe();
      expect(d.remote).toEqual({ code: '', address: '', qrRows: 0, notice: 'From anywhere: code hidden' });
      expect(d.lines.join(' · ')).toContain('From anywhere: code hidden');
      expect(d.lines.join(' ')).not.toContain('ABCDEF');
      expect(d.qrCodes).toBe(lan.state === 'on' && lan.hidden === true ? 0 : 1);
    }
    expect(joinCardKind(hiddenLan(LAN), hiddenRemote(REMOTE))).toBe(false);
  });

  it('says when the relay is being reached or down, with no code', () => {
    const connecting = card(LAN, { state: 'connecting', relay: 'wss://relay.example.com' }).describe();
    expect(connecting.qrCodes).toBe(1);
    expect(connecting.lines.join(' ')).toContain('From anywhere: connecting to the relay…');
    const down = card(null, { state: 'down', relay: 'wss://relay.example.com', retryInMs: 2000 }).describe();
    expect(down.qrCodes).toBe(0);
    expect(down.lines).toContain('From anywhere: relay unreachable, retrying');
  });
});
