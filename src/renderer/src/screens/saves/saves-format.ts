/** The saves screens' words and numbers without Pixi: dates, notices, resume seats, replay rows, profiles, upload parts. */
import type { NightStatus, PlayerProfile, ProfileNight, ReplayEntry } from '@shared/night';
import type { Snapshot } from '@shared/protocol';
import {
  MAX_IMPORT_NAME,
  UPLOAD_PART_CHARS,
  type ReplayWatch,
  type ResumeOffer,
  type SavesCommand,
  type StorageNotice,
} from '@shared/saves-protocol';
import { PLAYER_COLORS, type Seat } from '@shared/seats';
import { formatList, formatNumber, getLanguage, t, type Language } from '../../i18n/i18n';
import { countText } from '../../i18n/labels';

/** A date and time in the language's own short form ("31 Jan 2025, 20:15"); the ISO text itself when it is no date. */
export function formatDateTime(iso: string, lang: Language = getLanguage()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(d);
  } catch {
    return iso.slice(0, 16).replace('T', ' ');
  }
}

/** A date alone in the language's short form ("31 Jan 2025"). */
export function formatDate(iso: string, lang: Language = getLanguage()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric' }).format(d);
  } catch {
    return iso.slice(0, 10);
  }
}

/** A day and month in the language's short form ("Nov 21", "21 nov"), for chart labels. */
export function formatDay(iso: string, lang: Language = getLanguage()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso.slice(5, 10);
  try {
    return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short' }).format(d);
  } catch {
    return iso.slice(5, 10);
  }
}

/** Game milliseconds as m:ss ("0:07", "12:40"); negative or odd values count as 0. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** A number with a real minus sign ("−7"). */
export function signed(n: number): string {
  return n < 0 ? `\u2212${-n}` : String(n);
}

/** What a notice dialog shows: a title and a lead in the current language, dim details, an offer line. */
export interface NoticeText {
  readonly title: string;
  /** The one sentence that matters. */
  readonly lead: string;
  /** What exactly went wrong and where (the host's own words for the problem). */
  readonly details: readonly string[];
  /** What a backup holds (or that there is none); null when the kind has no backups. */
  readonly offer: string | null;
  /** The notice offers `restore-backup`. */
  readonly backup: boolean;
  /** How it is drawn: a problem, a warning or good news. */
  readonly tone: 'bad' | 'warn' | 'good';
}

/** A notice in the current language where its kind is known; otherwise its English `text`. */
export function noticeText(notice: StorageNotice): NoticeText {
  switch (notice.kind) {
    case 'damaged':
      return {
        title: t('notice.damaged.title'),
        lead: t('notice.damaged.lead', { file: notice.file }),
        details: [
          t('notice.problem', { problem: notice.problem }),
          notice.keptAs ? t('notice.damaged.kept', { kept: notice.keptAs }) : t('notice.damaged.notKept'),
        ],
        offer: notice.backup
          ? t('notice.damaged.backup', { saved: formatDateTime(notice.backup.savedAt), summary: notice.backup.summary })
          : t('notice.damaged.noBackup'),
        backup: notice.backup !== null,
        tone: 'bad',
      };
    case 'save-failed':
      return {
        title: t('notice.saveFailed.title'),
        lead: t('notice.saveFailed.lead', { file: notice.file }),
        details: [t('notice.problem', { problem: notice.problem })],
        offer: null,
        backup: false,
        tone: 'bad',
      };
    case 'setting-reset':
      return {
        title: t('notice.settingReset.title'),
        lead: t('notice.settingReset.lead', { setting: notice.setting }),
        details: [t('notice.problem', { problem: notice.problem })],
        offer: null,
        backup: false,
        tone: 'warn',
      };
    case 'repaired':
      return { title: t('notice.repaired.title'), lead: notice.text, details: [], offer: null, backup: false, tone: 'good' };
    default: {
      const unknown = notice as { text?: unknown };
      return {
        title: t('notice.repaired.title'),
        lead: typeof unknown.text === 'string' ? unknown.text : '',
        details: [],
        offer: null,
        backup: false,
        tone: 'warn',
      };
    }
  }
}

/** One seat a resumed night needs. */
export interface NeededSeat {
  readonly seat: number;
  readonly name: string;
  readonly color: number;
  readonly total: number;
  /** Someone (or a bot) sits there now. */
  readonly filled: boolean;
}

/** Which seats a resumed night needs filled, which are filled, and which sit outside the night. */
export interface SeatNeeds {
  readonly needed: readonly NeededSeat[];
  /** Occupied seats that are not part of the night (they must be freed to continue). */
  readonly extra: readonly number[];
  readonly missing: number;
  /** Every needed seat is taken and no other one is. */
  readonly ready: boolean;
}

/** Compares the lobby's seats with the seats a resumed night was saved with. */
export function seatNeeds(offer: ResumeOffer, seats: readonly Seat[]): SeatNeeds {
  const wanted = new Set(offer.players.map((p) => p.seat));
  const needed = offer.players.map((p) => {
    const seat = seats[p.seat];
    return { seat: p.seat, name: p.name, color: p.color, total: p.total, filled: seat !== undefined && seat.kind !== 'open' };
  });
  const extra = seats.flatMap((s, i) => (s.kind !== 'open' && !wanted.has(i) ? [i] : []));
  const missing = needed.filter((n) => !n.filled).length;
  return { needed, extra, missing, ready: missing === 0 && extra.length === 0 };
}

/** The resume dialog's facts about a night: rounds played, the goal, the round that comes next. */
export function resumeFacts(offer: ResumeOffer): { rounds: string; goal: string; next: string; when: string } {
  return {
    rounds: countText('count.roundsPlayed', offer.rounds),
    goal:
      offer.roundLimit === null
        ? t('resume.goalTarget', { points: countText('count.points', offer.target) })
        : countText('resume.goalRounds', offer.roundLimit),
    next: t('resume.nextRound', { n: offer.rounds + 1 }),
    when: t('resume.when', { started: formatDateTime(offer.startedAt), saved: formatDateTime(offer.savedAt) }),
  };
}

/** A night's players ordered by total (highest first, then seat order), for the resume dialog. */
export function resumeStandings(offer: ResumeOffer): ResumeOffer['players'][number][] {
  return [...offer.players].sort((a, b) => b.total - a.total || a.seat - b.seat);
}

/** The texts of one line of the replays list. */
export interface ReplayRow {
  readonly id: string;
  /** "Round 2" for a night's round, the file's title for an import. */
  readonly title: string;
  readonly names: string;
  readonly date: string;
  /** "4 players · 213 moves". */
  readonly facts: string;
  /** "Imported" for a replay imported from a file, '' for a night's round. */
  readonly badge: string;
}

/** The list line of a replay in the current language. */
export function replayRow(entry: ReplayEntry): ReplayRow {
  const facts = [countText('count.players', entry.players), countText('replays.moves', entry.intents)];
  const title = entry.source === 'night' && entry.round !== null ? t('replays.round', { n: entry.round }) : entry.title;
  const date = entry.createdAt.startsWith('1970-') ? '' : formatDateTime(entry.createdAt);
  return {
    id: entry.id,
    title,
    names: formatList(entry.names),
    date,
    facts: facts.join(' · '),
    badge: entry.source === 'imported' ? t('replays.imported') : '',
  };
}

/** A replay title from the host in the current language: a night's "Round N: names" becomes "Round N" (the table shows the names). */
export function replayTitle(title: string): string {
  const m = /^Round (\d+): /.exec(title);
  return m ? t('replays.round', { n: Number(m[1]) }) : title;
}

/** The replays newest first (the host already sends them so; a stable sort keeps its order on ties). */
export function sortReplays(list: readonly ReplayEntry[]): ReplayEntry[] {
  return [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The first index of a window of `visible` rows that keeps `focus` in view, moving as little as possible from `top`. */
export function scrollWindow(focus: number, top: number, visible: number, count: number): number {
  if (count <= visible) return 0;
  let next = Math.min(Math.max(0, top), count - visible);
  if (focus < next) next = focus;
  if (focus >= next + visible) next = focus - visible + 1;
  return Math.max(0, Math.min(next, count - visible));
}

/** The replay clock now: the snapshot's time moved on at the replay's speed while it plays, never past the end. */
export function replayTime(watch: ReplayWatch, sinceSnapshotMs: number): number {
  const moved = watch.status === 'playing' ? watch.at + Math.max(0, sinceSnapshotMs) * watch.speed : watch.at;
  return Math.min(watch.duration, Math.max(0, moved));
}

/** How far a replay has come, 0..1, by time (by steps when it has no duration). */
export function replayProgress(watch: ReplayWatch, at: number): number {
  if (watch.status === 'ended') return 1;
  if (watch.duration > 0) return Math.min(1, Math.max(0, at / watch.duration));
  return watch.steps > 1 ? Math.min(1, (watch.step - 1) / (watch.steps - 1)) : 0;
}

/** Whether a snapshot lets this view start a replay (the host only plays one from the lobby). */
export function canWatch(snapshot: Snapshot | null): boolean {
  return snapshot !== null && snapshot.stage === 'lobby' && !snapshot.demo && !snapshot.replay;
}

/** Profiles for the players screen: people before bots, then most games, most rounds, then by name. */
export function sortProfiles(list: readonly PlayerProfile[]): PlayerProfile[] {
  return [...list].sort(
    (a, b) => Number(a.bot) - Number(b.bot) || b.games - a.games || b.rounds - a.rounds || a.name.localeCompare(b.name),
  );
}

/** A steady colour for a player name: the same name always gets the same player colour. */
export function profileColor(key: string): number {
  let h = 0;
  for (const ch of key) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return PLAYER_COLORS[h % PLAYER_COLORS.length]?.hex ?? 0xffc93c;
}

/** A number for a stat tile: "—" before there is one, one decimal for averages. */
export function statValue(value: number | null, decimals = 0): string {
  if (value === null || !Number.isFinite(value)) return '—';
  // In the UI's language (issue 31: "0,8" in German), a true minus sign for negatives.
  const shown = formatNumber(decimals > 0 ? value : Math.round(value), { maximumFractionDigits: decimals });
  return shown.startsWith('-') ? `\u2212${shown.slice(1)}` : shown;
}

/** A night's running total after each round, starting from 0. */
export function runningTotal(scores: readonly number[]): number[] {
  const out = [0];
  for (const s of scores) out.push((out.at(-1) ?? 0) + s);
  return out;
}

/** The status word of a night in a player's history. */
export function nightStatusLabel(status: NightStatus): string {
  return t(`players.status.${status}`);
}

/** One line of a player's history: the date, the result and the place. */
export function historyLine(night: ProfileNight): { date: string; total: string; place: string; status: string } {
  return {
    date: formatDate(night.startedAt),
    total: countText('count.pts', night.total, getLanguage(), signed(night.total)),
    place: night.status === 'over' ? t('players.place', { place: night.place, players: night.players }) : nightStatusLabel(night.status),
    status: night.won ? t('players.won') : nightStatusLabel(night.status),
  };
}

/** Bytes a piece of text takes inside a JSON string in a UTF-8 message (quotes and controls escaped). */
export function jsonStringBytes(text: string): number {
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c === 0x22 || c === 0x5c || c === 0x08 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d) n += 2;
    else if (c < 0x20 || (c >= 0xd800 && c <= 0xdfff)) n += 6;
    else if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c < 0x10000) n += 3;
    else n += 4;
  }
  return n;
}

/**
 * The `import-replay` commands for a file's text: one command when it fits, else parts of one upload
 * whose JSON-escaped text is at most `limit` bytes each (never splitting a character), in order.
 */
export function importCommands(text: string, name: string, upload: string, limit: number = UPLOAD_PART_CHARS): SavesCommand[] {
  const title = fitName(name) || 'replay';
  if (jsonStringBytes(text) <= limit) return [{ op: 'import-replay', json: text, name: title }];
  const pieces: string[] = [];
  let piece = '';
  let size = 0;
  for (const ch of text) {
    const cost = jsonStringBytes(ch);
    if (size + cost > limit && piece !== '') {
      pieces.push(piece);
      piece = '';
      size = 0;
    }
    piece += ch;
    size += cost;
  }
  if (piece !== '') pieces.push(piece);
  const count = pieces.length;
  return pieces.map((json, index) => ({ op: 'import-replay', json, name: title, part: { upload, index, count } }));
}

/** An import title the host accepts: trimmed, at most MAX_IMPORT_NAME characters (never a split surrogate pair). */
export function fitName(name: string): string {
  let out = '';
  for (const ch of name.trim()) {
    if (out.length + ch.length > MAX_IMPORT_NAME) break;
    out += ch;
  }
  return out.trim();
}

/** A file name without its folder and `.json` ending, as an import's title. */
export function importTitle(fileName: string): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? fileName;
  return fitName(base.replace(/\.json$/i, '')) || 'replay';
}
