import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySeats } from '@main/session/lobby';
import { setLanguage } from '@renderer/i18n/i18n';
import {
  canWatch,
  formatClock,
  historyLine,
  importCommands,
  importTitle,
  jsonStringBytes,
  noticeText,
  profileColor,
  replayProgress,
  replayRow,
  replayTime,
  replayTitle,
  resumeFacts,
  resumeStandings,
  runningTotal,
  scrollWindow,
  seatNeeds,
  signed,
  sortProfiles,
  statValue,
} from '@renderer/screens/saves/saves-format';
import type { PlayerProfile, ProfileNight, ReplayEntry } from '@shared/night';
import { MAX_MESSAGE_BYTES, type ClientMessage, type Snapshot } from '@shared/protocol';
import { decodeClientMessage } from '@shared/protocol-schema';
import { UPLOAD_PART_CHARS, type ReplayWatch, type ResumeOffer, type StorageNotice } from '@shared/saves-protocol';
import { PLAYER_COLORS, type Seat } from '@shared/seats';

afterEach(() => setLanguage('en'));

const OFFER: ResumeOffer = {
  night: '20250131-2015-ab12',
  startedAt: '2025-01-31T20:15:00.000Z',
  savedAt: '2025-01-31T21:02:00.000Z',
  rounds: 3,
  target: 99,
  roundLimit: null,
  players: [
    { seat: 0, name: 'Ana', color: 0, total: 31 },
    { seat: 2, name: 'Bo', color: 1, total: 44 },
    { seat: 5, name: 'Cy', color: 2, total: 31 },
  ],
};

function seated(indices: readonly number[]): Seat[] {
  const seats = emptySeats();
  for (const i of indices) seats[i] = { ...(seats[i] as Seat), kind: 'bot', name: `Bot ${i}` };
  return seats;
}

describe('seatNeeds (resuming a night needs its own seats, and only those)', () => {
  it('is ready when exactly the saved seats are taken', () => {
    const needs = seatNeeds(OFFER, seated([0, 2, 5]));
    expect(needs.ready).toBe(true);
    expect(needs.missing).toBe(0);
    expect(needs.extra).toEqual([]);
    expect(needs.needed.map((n) => [n.seat, n.name, n.filled])).toEqual([
      [0, 'Ana', true],
      [2, 'Bo', true],
      [5, 'Cy', true],
    ]);
  });

  it('names the empty seats and the seats that are not part of the night', () => {
    const needs = seatNeeds(OFFER, seated([0, 1, 5, 7]));
    expect(needs.ready).toBe(false);
    expect(needs.missing).toBe(1);
    expect(needs.needed.filter((n) => !n.filled).map((n) => n.name)).toEqual(['Bo']);
    expect(needs.extra).toEqual([1, 7]);
  });
});

describe('the resume dialog facts', () => {
  it('says rounds played, the goal and the next round, in both languages', () => {
    expect(resumeFacts(OFFER)).toMatchObject({ rounds: '3 rounds played', goal: 'first to 99 points', next: 'Round 4 is next' });
    expect(resumeFacts({ ...OFFER, rounds: 1, roundLimit: 5 })).toMatchObject({
      rounds: '1 round played',
      goal: '5 rounds in all',
      next: 'Round 2 is next',
    });
    setLanguage('es');
    expect(resumeFacts(OFFER)).toMatchObject({ rounds: '3 rondas jugadas', next: 'Sigue la ronda 4' });
  });

  it('lists the players by total, ties in seat order', () => {
    expect(resumeStandings(OFFER).map((p) => p.name)).toEqual(['Bo', 'Ana', 'Cy']);
  });
});

describe('noticeText (every notice is said, translated where its kind is known)', () => {
  const damaged: StorageNotice = {
    id: 'n1',
    kind: 'damaged',
    file: 'nights/x.json',
    problem: 'it is empty',
    keptAs: 'nights/x.json.damaged-1',
    backup: { savedAt: '2025-01-31T21:00:00.000Z', summary: '4 rounds: Ana 52, Bo 40' },
    text: 'English text',
  };

  it('offers the backup of a damaged night and says what it holds', () => {
    const text = noticeText(damaged);
    expect(text.backup).toBe(true);
    expect(text.tone).toBe('bad');
    expect(text.title).toBe('A saved file was damaged');
    expect(text.lead).toContain('nights/x.json');
    expect(text.details.join(' ')).toContain('it is empty');
    expect(text.details.join(' ')).toContain('nights/x.json.damaged-1');
    expect(text.offer).toContain('4 rounds: Ana 52, Bo 40');
  });

  it('says when there is no backup and the file could not be moved', () => {
    const text = noticeText({ ...damaged, keptAs: null, backup: null });
    expect(text.backup).toBe(false);
    expect(text.offer).toBe('There is no backup of it.');
    expect(text.details).toContain('The damaged file could not be moved aside.');
  });

  it('translates failed saves and reset settings, and shows a repair in the host’s own words', () => {
    setLanguage('es');
    expect(noticeText({ id: 'n2', kind: 'save-failed', file: 'profiles.json', problem: 'ENOSPC', text: 'x' }).title).toBe(
      'No se pudo guardar',
    );
    const reset = noticeText({ id: 'n3', kind: 'setting-reset', setting: 'dataDir', problem: 'not a folder', text: 'x' });
    expect(reset.lead).toContain('«dataDir»');
    expect(reset.details[0]).toBe('Problema: not a folder');
    expect(noticeText({ id: 'n4', kind: 'repaired', file: 'profiles.json', text: 'The profiles were rebuilt.' }).lead).toBe(
      'The profiles were rebuilt.',
    );
  });

  it('falls back to the English text for a kind it does not know', () => {
    const odd = { id: 'n5', kind: 'something-new', text: 'A new kind of notice.' } as unknown as StorageNotice;
    expect(noticeText(odd).lead).toBe('A new kind of notice.');
  });
});

describe('importCommands (a replay file in parts of at most 12 KB of message text)', () => {
  const send = (cmd: ClientMessage): string => JSON.stringify(cmd);

  it('sends a small file in one command without parts', () => {
    expect(importCommands('{"a":1}', 'mine', 'u1')).toEqual([{ op: 'import-replay', json: '{"a":1}', name: 'mine' }]);
  });

  it('splits a large file into ordered parts that each fit a message and put the text back together', () => {
    const text = `{"intents":[${Array.from({ length: 3000 }, (_, i) => `{"player":${i % 4},"do":"row","slot":${i % 3}}`).join(',\n')}]}`;
    const cmds = importCommands(text, 'big', 'u2');
    expect(cmds.length).toBeGreaterThan(5);
    let joined = '';
    cmds.forEach((cmd, index) => {
      if (cmd.op !== 'import-replay') throw new Error('wrong op');
      expect(cmd.part).toEqual({ upload: 'u2', index, count: cmds.length });
      expect(jsonStringBytes(cmd.json)).toBeLessThanOrEqual(UPLOAD_PART_CHARS);
      const raw = send({ t: 'saves', cmd });
      expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
      expect(decodeClientMessage(raw).ok).toBe(true);
      joined += cmd.json;
    });
    expect(joined).toBe(text);
  });

  it('never splits a character and always fits, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.integer({ min: 8, max: 64 }), (text, limit) => {
        const cmds = importCommands(text.length === 0 ? 'x' : text, 'n', 'u', limit);
        const parts = cmds.map((c) => (c.op === 'import-replay' ? c.json : ''));
        expect(parts.join('')).toBe(text.length === 0 ? 'x' : text);
        for (const p of parts) {
          expect(Buffer.byteLength(JSON.stringify(p)) - 2).toBe(jsonStringBytes(p));
          expect(jsonStringBytes(p)).toBeLessThanOrEqual(Math.max(limit, 6));
        }
      }),
    );
  });

  it('titles an import by its file name', () => {
    expect(importTitle('C:\\Users\\ana\\ligretto-night-r02.JSON')).toBe('ligretto-night-r02');
    expect(importTitle('/home/bo/round.json')).toBe('round');
    expect(importTitle('.json')).toBe('replay');
  });
});

describe('the replays list and the replay bar', () => {
  const entry: ReplayEntry = {
    id: 'n-r02',
    game: 'ligretto',
    title: 'Round 2: Ana, Bo',
    source: 'night',
    createdAt: '2025-01-31T21:00:00.000Z',
    night: 'n',
    round: 2,
    players: 2,
    intents: 140,
    names: ['Ana', 'Bo'],
  };

  it('shows a night round as "Round N" with its players and facts', () => {
    const row = replayRow(entry);
    expect(row.title).toBe('Round 2');
    expect(row.names).toBe('Ana and Bo');
    expect(row.facts).toBe('2 players · 140 moves');
    expect(row.date).not.toBe('');
    setLanguage('es');
    expect(replayRow(entry).title).toBe('Ronda 2');
    expect(replayRow(entry).names).toBe('Ana y Bo');
  });

  it('shows an import by its title and says it was imported; an unknown date stays blank', () => {
    const row = replayRow({
      ...entry,
      source: 'imported',
      round: null,
      night: null,
      title: 'Cup final',
      createdAt: '1970-01-01T00:00:00.000Z',
    });
    expect(row.title).toBe('Cup final');
    expect(row.badge).toBe('Imported');
    expect(row.facts).toBe('2 players · 140 moves');
    expect(replayRow(entry).badge).toBe('');
    expect(row.date).toBe('');
  });

  it('translates the host’s round titles and keeps other titles', () => {
    expect(replayTitle('Round 3: Ana, Bo')).toBe('Round 3');
    expect(replayTitle('my file')).toBe('my file');
    setLanguage('es');
    expect(replayTitle('Round 3: Ana, Bo')).toBe('Ronda 3');
  });

  it('keeps the focused row in a scrolled window, moving as little as possible', () => {
    expect(scrollWindow(0, 0, 5, 3)).toBe(0);
    expect(scrollWindow(6, 0, 5, 20)).toBe(2);
    expect(scrollWindow(3, 2, 5, 20)).toBe(2);
    expect(scrollWindow(1, 2, 5, 20)).toBe(1);
    expect(scrollWindow(19, 0, 5, 20)).toBe(15);
    expect(scrollWindow(0, 15, 5, 20)).toBe(0);
  });

  const watch: ReplayWatch = { id: 'r', title: 'Round 1', status: 'playing', speed: 2, step: 5, steps: 11, at: 1000, duration: 10_000 };

  it('moves the replay clock on at the replay speed, never past the end, and not while paused', () => {
    expect(replayTime(watch, 500)).toBe(2000);
    expect(replayTime(watch, 60_000)).toBe(10_000);
    expect(replayTime({ ...watch, status: 'paused' }, 500)).toBe(1000);
    expect(replayProgress(watch, 2500)).toBe(0.25);
    expect(replayProgress({ ...watch, status: 'ended' }, 0)).toBe(1);
    expect(replayProgress({ ...watch, duration: 0 }, 0)).toBe(0.4);
  });

  it('formats replay time as m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7_900)).toBe('0:07');
    expect(formatClock(760_000)).toBe('12:40');
    expect(formatClock(-5)).toBe('0:00');
  });

  it('watches only from a lobby that shows no demo and no other replay', () => {
    const base = { stage: 'lobby', demo: false, replay: null } as unknown as Snapshot;
    expect(canWatch(base)).toBe(true);
    expect(canWatch(null)).toBe(false);
    expect(canWatch({ ...base, stage: 'playing' })).toBe(false);
    expect(canWatch({ ...base, demo: true })).toBe(false);
    expect(canWatch({ ...base, replay: watch })).toBe(false);
  });
});

describe('the players screen', () => {
  const night = (over: Partial<ProfileNight>): ProfileNight => ({
    night: 'n',
    game: 'ligretto',
    startedAt: '2025-01-31T20:00:00.000Z',
    status: 'over',
    scores: [4, -2, 10],
    total: 12,
    place: 2,
    players: 4,
    won: false,
    ...over,
  });
  const profile = (over: Partial<PlayerProfile>): PlayerProfile => ({
    key: 'x',
    name: 'X',
    bot: false,
    games: 0,
    wins: 0,
    rounds: 0,
    points: 0,
    average: null,
    best: null,
    byGame: [],
    record: { nights: 0, won: 0, points: 0 },
    gameNights: [],
    headToHead: [],
    nights: [],
    ...over,
  });

  it('puts people before bots, then the most games, then the most rounds, then names', () => {
    const list = sortProfiles([
      profile({ key: 'bot', name: 'Bot', bot: true, games: 9 }),
      profile({ key: 'cy', name: 'Cy', games: 1, rounds: 2 }),
      profile({ key: 'ana', name: 'Ana', games: 3 }),
      profile({ key: 'bo', name: 'Bo', games: 1, rounds: 5 }),
      profile({ key: 'al', name: 'Al', games: 1, rounds: 2 }),
    ]);
    expect(list.map((p) => p.name)).toEqual(['Ana', 'Bo', 'Al', 'Cy', 'Bot']);
  });

  it('gives each name a steady player colour', () => {
    expect(profileColor('ana')).toBe(profileColor('ana'));
    expect(PLAYER_COLORS.map((c) => c.hex)).toContain(profileColor('bo'));
  });

  it('shows stats with a dash before there is one and real minus signs', () => {
    expect(statValue(null)).toBe('—');
    expect(statValue(7)).toBe('7');
    expect(statValue(-3.25, 1)).toBe('\u22123.3');
    expect(statValue(12, 1)).toBe('12');
    expect(signed(-4)).toBe('\u22124');
  });

  it('charts a night as its running total from 0', () => {
    expect(runningTotal([4, -2, 10])).toEqual([0, 4, 2, 12]);
    expect(runningTotal([])).toEqual([0]);
  });

  it('says a night’s place, or its state when it is not over', () => {
    expect(historyLine(night({})).place).toBe('Place 2 of 4');
    expect(historyLine(night({ won: true, place: 1 })).status).toBe('Won');
    expect(historyLine(night({ status: 'playing' })).place).toBe('Unfinished');
    expect(historyLine(night({ total: -6 })).total).toBe('\u22126 pts');
    setLanguage('es');
    expect(historyLine(night({ status: 'discarded' })).place).toBe('Archivada');
  });
});
