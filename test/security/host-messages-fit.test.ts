/**
 * Finding 2: the host never emits what its own schema refuses. Adversarial saved files (long unknown keys,
 * broken replays without sidecars, odd dates, a long LAN port) go through the real loaders and session; every
 * message a view receives must decode with the view-side schema.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lanSettingsFromEnv, setupLan } from '@main/lan/LanService';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { openSaves } from '@main/storage/open-saves';
import { NoticeBoard, MAX_NOTICES } from '@main/storage/notices';
import { decodeHostMessage } from '@shared/protocol-schema';
import { PROTOCOL_VERSION, type HostOutMessage } from '@shared/protocol';
import type { SavesCommand } from '@shared/saves-protocol';
import { nightVersion } from '../main/storage/fixtures/night-versions';
import { flush, TEST_TIMINGS } from '../main/session/harness';
import { tempDir } from '../main/storage/temp-dir';

/** What one launch finds on disk and in its environment. */
interface Launch {
  readonly settings?: string;
  readonly nights?: readonly { readonly id: string; readonly text: string }[];
  readonly replays?: readonly { readonly name: string; readonly text: string }[];
  readonly lanPort?: string;
  readonly imports?: readonly string[];
}

/** Launches a host on those files, asks it everything a view can ask, and returns every message the view got. */
async function launch(files: Launch): Promise<HostOutMessage[]> {
  const base = tempDir('fit');
  const root = join(base, 'saves');
  mkdirSync(join(root, 'nights'), { recursive: true });
  mkdirSync(join(root, 'replays'), { recursive: true });
  if (files.settings !== undefined) writeFileSync(join(base, 'settings.json'), files.settings);
  for (const n of files.nights ?? []) writeFileSync(join(root, 'nights', `${n.id}.json`), n.text);
  for (const r of files.replays ?? []) writeFileSync(join(root, 'replays', r.name), r.text);
  const logs: string[] = [];
  const { saves } = openSaves({ base, log: (l) => logs.push(l) });
  const session = new Session({
    autoAdvance: true,
    clock: new ManualClock(),
    seed: () => 1,
    log: (l) => logs.push(l),
    timings: TEST_TIMINGS,
  });
  session.attachSaves(saves);
  // A raw link: every message the host builds is kept, before any view-side check could drop it.
  const inbox: HostOutMessage[] = [];
  const view = session.connect({ send: (m) => void inbox.push(m), close: () => undefined });
  view.receive({ t: 'hello', protocol: PROTOCOL_VERSION });
  if (files.lanPort !== undefined)
    await setupLan(session, base, lanSettingsFromEnv({ LIGRETTO_LAN_PORT: files.lanPort }), () => undefined)();
  const offer = session.snapshot().saves?.resume;
  const commands: SavesCommand[] = [
    { op: 'list-replays' },
    { op: 'get-profiles' },
    ...(offer ? [{ op: 'resume-night', night: offer.night } as const] : []),
    ...(files.imports ?? []).map((json) => ({ op: 'import-replay', json, name: 'x'.repeat(80) }) as const),
  ];
  for (const cmd of commands) {
    view.receive({ t: 'saves', cmd });
    await flush();
    await saves.idle();
    await flush();
  }
  return inbox;
}

function refusedByView(messages: readonly HostOutMessage[]): string[] {
  return messages.flatMap((m) => {
    const d = decodeHostMessage(JSON.stringify(m));
    return d.ok ? [] : [`${m.t}: ${d.error}`];
  });
}

const night = (patch: (n: Record<string, unknown>) => void): string => {
  const n = { ...nightVersion(3) } as Record<string, unknown>;
  patch(n);
  return JSON.stringify(n);
};

/** A replay that passes the file schema but not the deal check: one problem per card, thousands of characters. */
const brokenReplay = JSON.stringify({
  options: { players: 12 },
  deal: Array.from({ length: 12 }, () => ({ stack: Array(10).fill('r1'), row: Array(4).fill('g2'), hand: Array(12).fill('b3') })),
  intents: [],
});

describe('finding 2: every host message fits the view-side schema', () => {
  it('an unknown 66-character setting makes a notice a view accepts', async () => {
    const inbox = await launch({ settings: JSON.stringify({ ['k'.repeat(66)]: true }) });
    expect(refusedByView(inbox)).toEqual([]);
    expect(inbox.some((m) => m.t === 'snapshot' && m.snapshot.saves?.notices.some((n) => n.kind === 'setting-reset'))).toBe(true);
  });

  it('a 3.9 KB broken replay without its sidecar makes a notice a view accepts', async () => {
    const inbox = await launch({ replays: [{ name: `bad-${'q'.repeat(70)}.json`, text: brokenReplay }] });
    expect(refusedByView(inbox)).toEqual([]);
  });

  it('a night with a 3000-character unknown key makes a notice a view accepts', async () => {
    const inbox = await launch({ nights: [{ id: 'kill-test-night', text: night((n) => (n['u'.repeat(3000)] = 1)) }] });
    expect(refusedByView(inbox)).toEqual([]);
  });

  it('a night whose startedAt has 60 fractional digits is offered (and resumed) with a date a view accepts', async () => {
    const text = night((n) => (n['startedAt'] = `2025-01-31T20:00:00.${'1'.repeat(60)}Z`));
    const inbox = await launch({ nights: [{ id: 'kill-test-night', text }] });
    expect(refusedByView(inbox)).toEqual([]);
    const offered = inbox.some((m) => m.t === 'snapshot' && (m.snapshot.saves?.resume ?? m.snapshot.saves?.resuming)?.startedAt);
    expect(offered).toBe(true);
  });

  it('a 400-character LIGRETTO_LAN_PORT gives a lobby reason a view accepts', async () => {
    const inbox = await launch({ lanPort: '9'.repeat(400) });
    expect(refusedByView(inbox)).toEqual([]);
    const last = inbox.filter((m) => m.t === 'snapshot').at(-1);
    expect(last?.t === 'snapshot' && last.snapshot.lan?.state).toBe('off');
  });

  it('a long import error reaches the view, shortened', async () => {
    const inbox = await launch({ imports: [brokenReplay.replace('"options"', `"${'o'.repeat(3700)}":1,"options"`)] });
    expect(refusedByView(inbox)).toEqual([]);
    const failed = inbox.find((m) => m.t === 'saves' && m.reply.kind === 'failed');
    expect(failed?.t === 'saves' && failed.reply.kind === 'failed' && failed.reply.error.length).toBeLessThanOrEqual(2000);
    expect(failed?.t === 'saves' && failed.reply.kind === 'failed' && failed.reply.error).toMatch(/^the replay was not imported/);
  });

  it('property: any mix of adversarial files yields only messages the view accepts', async () => {
    const longText = fc.string({ minLength: 0, maxLength: 3000 });
    const digits = fc.integer({ min: 0, max: 80 }).map((n) => '7'.repeat(n));
    const launchArb: fc.Arbitrary<Launch> = fc.record(
      {
        settings: fc.oneof(
          fc.dictionary(longText, fc.jsonValue(), { maxKeys: 4 }).map((o) => JSON.stringify(o)),
          fc.record({ dataDir: longText, fullscreen: longText }).map((o) => JSON.stringify(o)),
          longText,
        ),
        nights: fc.array(
          fc.record({
            id: fc.constantFrom('kill-test-night', 'n-2', 'n-3'),
            text: fc.oneof(
              fc.tuple(longText, fc.jsonValue()).map(([k, v]) => night((n) => (n[k] = v))),
              digits.map((d) => night((n) => (n['startedAt'] = `2025-01-31T20:00:00.${d}1Z`))),
              digits.map((d) => night((n) => (n['savedAt'] = `2025-01-31T20:00:00.${d}1Z`))),
              longText,
            ),
          }),
          { maxLength: 3 },
        ),
        replays: fc.array(
          fc.record({
            name: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,79}$/).map((id) => `${id}.json`),
            text: fc.oneof(
              longText,
              fc.constant(brokenReplay),
              fc.jsonValue().map((v) => JSON.stringify(v)),
            ),
          }),
          { maxLength: 3 },
        ),
        lanPort: fc.oneof(longText, digits),
        imports: fc.array(
          fc.oneof(
            longText.filter((s) => s.length > 0),
            fc.constant(brokenReplay),
          ),
          { maxLength: 2 },
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(launchArb, async (files) => {
        expect(refusedByView(await launch(files))).toEqual([]);
      }),
      { numRuns: 40, seed: 11 },
    );
  });
});

describe('finding 6: notices past the cap', () => {
  it('keeps the newest and says how many older ones were dropped', () => {
    const board = new NoticeBoard();
    for (let i = 0; i < 110; i++) board.add({ kind: 'repaired', file: `f${i}`, text: `n${i}` });
    const all = board.all();
    expect(all.length).toBe(MAX_NOTICES);
    expect(all[0]?.text).toMatch(/^11 older notices were dropped/);
    expect(all.at(-1)?.text).toBe('n109');
    expect(all[1]?.text).toBe('n11');
  });
});
