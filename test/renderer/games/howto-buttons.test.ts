/**
 * Each game's how-to-play buttons come from its own front end (issue 29, `howtoButtons` of its GameUi): every step of
 * its lesson names only rows of its own bindings, and the caption names them in each seated device's labels.
 */
import '../../support/pixi-node-globals';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_GAMES } from '@engine/registry';
import type { LessonView } from '@shared/lesson';
import type { Seat } from '@shared/seats';
import { GAME_UIS } from '@renderer/games/registry';
import type { Hint } from '@renderer/input/index';
import { lessonCaption } from '@renderer/screens/howto/lesson-model';

describe('how-to-play buttons from each game’s front end', () => {
  it.each(GAME_UIS.map((g) => g.id))('%s: every lesson step has an entry, each a row of its own bindings', (id) => {
    const ui = GAME_UIS.find((g) => g.id === id);
    const lesson = BUILT_IN_GAMES.get(id)?.lesson?.();
    expect(lesson, id).toBeDefined();
    const rows = new Set(ui?.bindings.map((b) => b.id));
    const named = lesson?.steps.flatMap((step) => {
      const ids = ui?.howtoButtons?.[step.id];
      expect(ids, `${id} step ${step.id}`).toBeDefined();
      for (const row of ids ?? []) expect(rows.has(row), `${id} step ${step.id}: ${row}`).toBe(true);
      return ids ?? [];
    });
    expect(named?.length ?? 0).toBeGreaterThan(0);
  });

  it('the caption names the step’s buttons it is given in a seated pad’s labels, and none without any', () => {
    const lesson: LessonView = { game: 'dice', step: 2, steps: 5, id: 'reroll', ms: 6000, left: 3000 };
    const pad: Seat = {
      kind: 'person',
      name: 'Ana',
      color: 0,
      back: 0,
      botLevel: 'casual',
      stackSize: 10,
      input: { kind: 'pad', id: '0#Xbox 360 Controller (XInput STANDARD GAMEPAD)' },
    };
    const hints: Hint[] = [{ id: 'game.dice.reroll', mode: 'game', command: { kind: 'reroll' }, label: 'Y', alternatives: [] }];
    const ids = GAME_UIS.find((g) => g.id === 'dice')?.howtoButtons?.['reroll'] ?? [];
    expect(ids).toEqual(['game.dice.reroll']);
    expect(lessonCaption(lesson, [pad], () => hints, ids).buttons).toContain('Xbox Y');
    expect(lessonCaption(lesson, [pad], () => hints, []).buttons).toBe('');
  });
});
