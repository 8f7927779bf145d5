/** Coloretto's front end without Pixi: layout, panels, score preview, controls, timer, lobby line and result columns. */
import { describe, expect, it } from 'vitest';
import { isColorettoState, isLigrettoState } from '@shared/games/contracts';
import { EMPTY_COLLECTION } from '@shared/games/coloretto/cards';
import { scoreCollection } from '@shared/games/coloretto/scoring';
import { decodeClientMessage, hostMessageSchema } from '@shared/protocol-schema';
import { withGameOptions } from '@shared/match-options';
import { DEFAULT_MATCH_OPTIONS, type MatchOptions } from '@shared/seats';
import { colorettoIntentFor } from '@renderer/games/coloretto/input/bindings';
import { RowCursor } from '@renderer/games/coloretto/input/RowCursor';
import {
  cardSlot,
  colorettoLayout,
  overlaps,
  panelLines,
  PLUS2_SHARE,
  PLUS2_WIDTH,
  TABLE_WORD_PX,
  TOAST_H,
  type Rect,
} from '@renderer/games/coloretto/layout/coloretto-layout';
import { FACE_CAP_RATIO, READABLE_1080 } from '@renderer/ui/text-layout';
import { COLORETTO_LOBBY, colorettoLobbyOptions, nextTurnSeconds, TURN_SECONDS_CHOICES } from '@renderer/games/coloretto/lobby-options';
import { collectionChips, panelModels, runningScore, timerMoving, timerSeconds, timerShare } from '@renderer/games/coloretto/model';
import { clockRuns, countdownMoving } from '@renderer/games/host-now';
import { COLORETTO_RESULTS, colorettoCountUp } from '@renderer/games/coloretto/results';
import { colorettoState } from '@renderer/games/coloretto/snapshot-state';
import { reasonText, turnHint } from '@renderer/games/coloretto/table-text';
import { ligrettoState } from '@renderer/games/ligretto/snapshot-state';
import { t } from '@renderer/games/coloretto/i18n/translate';
import { setLanguage } from '@renderer/i18n/i18n';
import { nunitoSize } from '../../../support/nunito-metrics';
import { colorettoSnapshot, startedGame } from './fixtures';

const inside = (r: Rect, w: number, h: number): boolean =>
  r.x >= w * 0.05 - 0.5 && r.y >= h * 0.05 - 0.5 && r.x + r.w <= w * 0.95 + 0.5 && r.y + r.h <= h * 0.95 + 0.5;

describe("Coloretto's table layout", () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])(
    '%i players: rows, panels and the turn band stay in the title-safe area and never overlap',
    (n) => {
      for (const [w, h] of [
        [1920, 1080],
        [1280, 720],
        [3840, 2160],
      ] as const) {
        const l = colorettoLayout(n, n, w, h);
        const all = [l.top, ...l.rows, ...l.panels];
        expect(l.rows).toHaveLength(n);
        expect(l.panels).toHaveLength(n);
        for (const r of all) expect(inside(r, w, h), JSON.stringify(r)).toBe(true);
        all.forEach((a, i) =>
          all.slice(i + 1).forEach((b) => expect(overlaps(a, b), `${JSON.stringify(a)} ${JSON.stringify(b)}`).toBe(false)),
        );
      }
    },
  );

  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])(
    '%i players: the toast strip covers no row (nor its label) and no panel, and holds a toast line',
    (n) => {
      for (const [w, h] of [
        [1920, 1080],
        [1280, 720],
        [3840, 2160],
      ] as const) {
        const l = colorettoLayout(n, n, w, h);
        for (const r of [...l.rows, ...l.panels])
          expect(overlaps(l.toast, r), `${JSON.stringify(l.toast)} ${JSON.stringify(r)}`).toBe(false);
        expect(l.toast.h).toBeGreaterThanOrEqual(Math.min(TOAST_H * l.scale, l.top.h / 2) - 0.5);
        expect(inside(l.toast, w, h)).toBe(true);
      }
    },
  );

  it('puts the toast off the turn band, in its own strip above the panels, at every table size', () => {
    for (const n of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const l = colorettoLayout(n, n, 1920, 1080);
      expect(overlaps(l.toast, l.top), `${n} players`).toBe(false);
    }
  });

  it('keeps cards readable from the sofa: at least 75 px wide at 1080p with 12 rows, bigger with fewer', () => {
    const cards = [2, 5, 8, 12].map((n) => colorettoLayout(n, n, 1920, 1080).card.w);
    expect(cards[3]).toBeGreaterThanOrEqual(75);
    expect(cards[0]).toBeGreaterThan(cards[3] ?? 0);
    expect(panelLines(6)).toBe(1);
    expect(panelLines(7)).toBe(2);
  });

  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])(
    "%i players at 720p, 1080p and 4K: a row's +2 caption and colour symbols read as 44 px numerals (scaled), cards apart",
    (n) => {
      for (const [w, h] of [
        [1280, 720],
        [1920, 1080],
        [3840, 2160],
      ] as const) {
        const l = colorettoLayout(n, n, w, h);
        const least = (READABLE_1080.numeral * h) / 1080;
        // The caption's digit height (the face's cap height, a little under its digits'), and a symbol's (0.6 of the width).
        expect(l.card.w * PLUS2_SHARE * FACE_CAP_RATIO, `${n} players ${h}p +2`).toBeGreaterThanOrEqual(least);
        expect(l.card.w * 0.6, `${n} players ${h}p symbol`).toBeGreaterThanOrEqual(least);
        for (const box of l.rows) {
          const slots = [0, 1, 2].map((i) => cardSlot(box, l.card, i, l.scale));
          slots.forEach((a, i) => {
            expect(a.x >= box.x && a.x + a.w <= box.x + box.w + 0.5 && a.y + a.h <= box.y + box.h + 0.5).toBe(true);
            slots.slice(i + 1).forEach((b) => expect(overlaps(a, b)).toBe(false));
          });
        }
      }
    },
  );
  it('a +2 caption fits inside its card, narrowed no further than 0.8, at every table size', () => {
    for (const n of [2, 4, 12]) {
      const w = colorettoLayout(n, n, 1920, 1080).card.w;
      expect(nunitoSize('+2', w * PLUS2_SHARE).w * 0.8, `${n} players`).toBeLessThanOrEqual(w * PLUS2_WIDTH);
    }
  });

  it.each(['en', 'de', 'es', 'is'] as const)(
    '%s: a taken row\'s label ("taken by Juno") keeps a 22 px cap height in a 12-player row box at 1080p',
    (lang) => {
      setLanguage(lang);
      const box = colorettoLayout(12, 12, 1920, 1080).rows[0] as Rect;
      const label = t('coloretto.takenBy', { name: 'Juno' });
      // RowView fits the label into the box less 16 px each side, shrinking it; its cap height is 0.7 of its font size.
      const shrink = Math.min(1, (box.w - 32) / nunitoSize(label, TABLE_WORD_PX).w);
      expect(TABLE_WORD_PX * FACE_CAP_RATIO * shrink, label).toBeGreaterThanOrEqual(22);
      setLanguage('en');
    },
  );
});

describe("Coloretto's panels and running score", () => {
  it('KSC4: the seed example previews 33 (6 blue, 3 red and a joker, 3 yellow, 2 purple, 2 green, one +2)', () => {
    const c = { ...EMPTY_COLLECTION, blue: 6, red: 3, joker: 1, yellow: 3, purple: 2, green: 2, plus2: 1 };
    expect(runningScore(c)).toBe(33);
    expect(collectionChips(c).map((chip) => `${chip.kind}${chip.count}`)).toEqual([
      'blue6',
      'red3',
      'yellow3',
      'green2',
      'purple2',
      'joker1',
      'plus21',
    ]);
  });

  it('KSC1: a panel shows each seat its name, its collection and its score now; the seat on turn is active', () => {
    const game = startedGame(4);
    const snap = colorettoSnapshot(game);
    const panels = panelModels(snap, game);
    expect(panels.map((p) => p.name)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(panels.map((p) => p.score)).toEqual([1, 1, 1, 1]);
    expect(panels.filter((p) => p.active).map((p) => p.player)).toEqual([game.turn]);
    expect(panels.every((p) => p.chips.length === 1 && p.chips[0]?.count === 1)).toBe(true);
  });

  it('KT7: the timer counts down from the snapshot and stops while paused', () => {
    const game = startedGame(2);
    const snap = colorettoSnapshot(game, { now: 1000, turnEndsAt: 21_000 });
    expect(timerSeconds(snap, 500, 0)).toBe(20);
    expect(timerSeconds(snap, 5400, 0)).toBe(15);
    expect(timerShare(snap, game, 10_000, 0)).toBeCloseTo(0.5);
    expect(timerSeconds({ ...snap, paused: true }, 9000, 0)).toBe(20);
    expect(timerSeconds({ ...snap, turnEndsAt: null }, 0, 0)).toBeNull();
  });

  it("KT7: the timer runs on the host's clock: still while it is held, faster while it runs scaled, from the latest snapshot", () => {
    const game = startedGame(2);
    // Received at local 100 ms; 8 s of the turn's 20 are gone on the host.
    const held = colorettoSnapshot(game, { now: 9000, turnEndsAt: 21_000, clockRate: 0 });
    for (const local of [100, 5100, 60_100]) {
      expect(timerSeconds(held, local, 100)).toBe(12);
      expect(timerShare(held, game, local, 100)).toBeCloseTo(0.6);
    }
    // The host's clock at 50 times real time: 100 local ms are 5 s of the turn.
    const scaled = { ...held, clockRate: 50 };
    expect(timerSeconds(scaled, 200, 100)).toBe(7);
    expect(timerShare(scaled, game, 200, 100)).toBeCloseTo(0.35);
    expect(timerSeconds(scaled, 1000, 100)).toBe(0);
    // A paused game stands still whatever the rate; a snapshot naming no rate runs at real time.
    expect(timerSeconds({ ...scaled, paused: true }, 10_000, 100)).toBe(12);
    const { clockRate: _rate, ...real } = scaled;
    expect(timerSeconds(real, 3100, 100)).toBe(9);
    // Local time before the snapshot arrived (a clock read early) never runs the timer backwards.
    expect(timerSeconds(scaled, 0, 100)).toBe(12);
  });

  it('asks for frames by time alone only while the timer ring or the countdown can change (none while held or paused)', () => {
    const game = startedGame(2);
    const running = colorettoSnapshot(game, { now: 9000, turnEndsAt: 21_000, clockRate: 1 });
    expect(clockRuns(running)).toBe(true);
    expect(timerMoving(running, game, 100, 100)).toBe(true);
    // Held, paused, or the time is up: the ring stands still, so the table sleeps until the next snapshot.
    expect(timerMoving({ ...running, clockRate: 0 }, game, 100, 100)).toBe(false);
    expect(timerMoving({ ...running, paused: true }, game, 100, 100)).toBe(false);
    expect(timerMoving(running, game, 12_100, 100)).toBe(false);
    expect(timerMoving({ ...running, turnEndsAt: null }, game, 100, 100)).toBe(false);
    const countdown = colorettoSnapshot(game, { stage: 'countdown', now: 0, stageEndsAt: 3000, clockRate: 1 });
    expect(countdownMoving(countdown, 0, 1000)).toBe(true);
    // Its last second is the "go" animation's (a tween), not the clock's; a held countdown waits for the next snapshot.
    expect(countdownMoving(countdown, 0, 2500)).toBe(false);
    expect(countdownMoving({ ...countdown, clockRate: 0 }, 0, 1000)).toBe(false);
    expect(countdownMoving(null, 0, 0)).toBe(false);
  });
});

describe("Coloretto's controls", () => {
  it('KT1 KT2: A draws, then places in the cursor row; Y takes the cursor row; another seat is judged by the engine', () => {
    const game = startedGame(3);
    const me = game.turn ?? 0;
    expect(colorettoIntentFor({ kind: 'coloretto-act', row: 1 }, me, game)).toEqual({ player: me, do: 'draw' });
    expect(colorettoIntentFor({ kind: 'coloretto-act', row: 1 }, me, { ...game, drawn: 'red' })).toEqual({
      player: me,
      do: 'place',
      row: 1,
    });
    expect(colorettoIntentFor({ kind: 'coloretto-take', row: 2 }, me, game)).toEqual({ player: me, do: 'take', row: 2 });
    expect(colorettoIntentFor({ kind: 'coloretto-cursor', step: 1, row: 0 }, me, game)).toBeNull();
    expect(colorettoIntentFor({ kind: 'confirm' }, me, game)).toBeNull();
    // The host refuses another seat's move as not-your-turn (COLORETTO.md Controls), so the screen sends it as is.
    expect(colorettoIntentFor({ kind: 'coloretto-act', row: 0 }, (me + 1) % 3, { ...game, drawn: 'red' })?.do).toBe('draw');
  });

  it('moves each device’s cursor over the rows still in play, wrapping and skipping taken rows', () => {
    const cursor = new RowCursor();
    cursor.setRows([true, true, true, true]);
    expect(cursor.resolve('pad:a', { kind: 'coloretto-act' })).toEqual({ kind: 'coloretto-act', row: 0 });
    expect(cursor.resolve('pad:a', { kind: 'coloretto-cursor', step: -1 }).row).toBe(3);
    expect(cursor.rowOf('pad:b')).toBe(0);
    cursor.setRows([true, false, true, false]);
    expect(cursor.rowOf('pad:a')).toBe(0);
    expect(cursor.move('pad:a', 1)).toBe(2);
    expect(cursor.move('pad:a', 1)).toBe(0);
    cursor.setRows([false, true, false, true]);
    expect(cursor.rowOf('pad:a')).toBe(1);
    cursor.forget('pad:a');
    expect(cursor.rowOf('pad:a')).toBe(1);
  });

  it('the turn line tells the seat on turn its buttons, and refusals are in words', () => {
    setLanguage('en');
    const game = startedGame(2);
    const hints = [
      { id: 'coloretto.act', mode: 'game' as const, command: { kind: 'coloretto-act' }, label: 'A', alternatives: [] },
      { id: 'coloretto.take', mode: 'game' as const, command: { kind: 'coloretto-take' }, label: 'Y', alternatives: [] },
    ];
    expect(turnHint(game, { kind: 'device', hints })).toBe('← → choose row · A draw · Y take row');
    expect(turnHint({ ...game, drawn: 'blue' }, { kind: 'device', hints })).toBe('← → choose row · A place here');
    expect(turnHint(game, { kind: 'phone' })).toBe('Play on your phone');
    expect(reasonText('not-your-turn')).toBe('Wait for your turn');
    expect(reasonText('something-else')).toBe('Not now');
    setLanguage('es');
    expect(turnHint(game, { kind: 'device', hints })).toBe('← → elegir fila · A robar · Y tomar fila');
    setLanguage('en');
  });

  it('sends its moves in messages the host accepts (the row as an intent argument)', () => {
    for (const intent of [{ do: 'draw' }, { do: 'place', args: { row: 3 } }, { do: 'take', args: { row: 11 } }])
      expect(decodeClientMessage({ t: 'intent', seat: 0, ...intent }).ok).toBe(true);
  });
});

describe("Coloretto's lobby line and snapshot", () => {
  it('KT7: the turn timer steps through off and its lengths, as set-options patches the host accepts', () => {
    setLanguage('en');
    let options: MatchOptions = DEFAULT_MATCH_OPTIONS;
    const [line] = colorettoLobbyOptions({ options: () => options, setOptions: (p) => void (options = withGameOptions(options, p)) });
    expect(line?.label()).toBe('Turn timer');
    expect(line?.value?.()).toBe('20 s');
    line?.onChange?.(1);
    expect(options.games.coloretto.turnSeconds).toBe(30);
    expect(nextTurnSeconds(null, -1)).toBe(90);
    expect(nextTurnSeconds(10, -1)).toBeNull();
    for (const v of TURN_SECONDS_CHOICES)
      expect(
        decodeClientMessage({ t: 'lobby', cmd: { op: 'set-game-options', patch: { game: 'coloretto', options: { turnSeconds: v } } } }).ok,
      ).toBe(true);
    options = withGameOptions(options, { game: 'coloretto', options: { turnSeconds: null } });
    expect(line?.value?.()).toBe('Off');
    expect(COLORETTO_LOBBY.name()).toBe('Coloretto');
    expect(COLORETTO_LOBBY.handicap).toBeNull();
  });

  it('a Coloretto snapshot passes the view decoder and only Coloretto’s front end reads its state', () => {
    const snap = colorettoSnapshot(startedGame(5));
    const decoded = hostMessageSchema.safeParse({ t: 'snapshot', snapshot: snap, events: [{ type: 'drew', player: 0, card: 'joker' }] });
    expect(decoded.success).toBe(true);
    const state = decoded.success && decoded.data.t === 'snapshot' ? decoded.data.snapshot.state : null;
    expect(state && isColorettoState(state)).toBe(true);
    expect(state && isLigrettoState(state)).toBe(false);
    expect(colorettoState(snap)?.rows).toHaveLength(5);
    expect(ligrettoState(snap)).toBeNull();
  });
});

describe("Coloretto's result columns", () => {
  it('KSC1–KSC3: counts the positive colours up, then the negative ones, then the +2 cards, ending on the total', () => {
    const score = scoreCollection(0, { ...EMPTY_COLLECTION, blue: 6, red: 3, joker: 1, yellow: 3, purple: 2, green: 2, plus2: 1 });
    expect(colorettoCountUp(score, 0).points).toBe(0);
    const half = colorettoCountUp(score, 0.5);
    expect(half.points).toBe(37);
    const end = colorettoCountUp(score, 1);
    expect(end.points).toBe(33);
    expect(end.total).toBe(33);
    // Each colour's symbol, a ✱ per joker counted in it, and its points.
    expect(end.details[0]?.text).toBe('●+21 ▲✱+10 ■+6');
    expect(end.details[1]?.text).toBe('◆\u22123 ★\u22123 +2: +2');
  });

  it('gives the match facts and one line per player once the game is scored', () => {
    const game = startedGame(3);
    const scores = game.collections.map((c, p) => scoreCollection(p, c));
    const snap = colorettoSnapshot({ ...game, phase: 'round-over', turn: null, endedBy: 2, scores }, { stage: 'scores' });
    expect(COLORETTO_RESULTS.players(snap)).toEqual([0, 1, 2]);
    expect(COLORETTO_RESULTS.match(snap)).toMatchObject({ over: true, totals: [1, 1, 1], winners: [0, 1, 2] });
    expect(COLORETTO_RESULTS.roundKey(snap)).not.toBe('');
    expect(COLORETTO_RESULTS.subtitle(snap, (p) => `P${p + 1}`)).toContain('P3 took the last row');
    expect(COLORETTO_RESULTS.roundKey(colorettoSnapshot(game))).toBe('');
    expect(COLORETTO_RESULTS.title?.(snap)).toBe('Final scores');
  });
});
