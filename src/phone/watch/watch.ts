/**
 * The viewer page (issue 32), served by the relay at /watch: joins the night's audience with the room code (and an
 * optional nickname), then shows the round in brief, lets the viewer back a player before each round, cheer during
 * play and vote between matches, and shows their backing and the night's audience leaderboard. Everything the relay
 * sends is checked with the audience protocol's schemas; a message that does not fit is dropped.
 */
import '@shared/zod-setup';
import './watch.css';
import { Client, type Room } from 'colyseus.js';
import {
  AUDIENCE_CLOSE,
  AUDIENCE_MSG,
  AUDIENCE_ROOM_NAME,
  audienceStateSchema,
  CHEERS_PER_SECOND,
  REACTIONS,
  viewerSelfSchema,
  type AudienceState,
  type ViewerSelf,
} from '@shared/audience-protocol';
import { relayCodeSchema } from '@shared/relay-protocol';
import { PLAYER_COLORS } from '@shared/seats';
import { pickLanguage } from '../i18n/phone-i18n';
import { setWatchLanguage, watchLanguage, wt, type WatchKey } from './watch-text';
import { pluralForm } from '@shared/plural';

setWatchLanguage(pickLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]));

const TOKEN_KEY = 'ligretto-viewer-token';

function el(id: string): HTMLElement {
  const e = document.getElementById(id);
  if (!e) throw new Error(`#${id} is missing`);
  return e;
}

/** This browser's viewer token: random, kept so points follow the viewer across reloads. */
function viewerToken(): string {
  let kept: string | null;
  try {
    kept = localStorage.getItem(TOKEN_KEY);
  } catch {
    kept = null;
  }
  if (kept && /^[A-Za-z0-9_-]{16,32}$/.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // A private window keeps the token for this page only.
  }
  return token;
}

const params = new URLSearchParams(location.search);
const code = (params.get('room') ?? '').toUpperCase();
const nick = (params.get('nick') ?? '').slice(0, 64);
const app = el('app');
let state: AudienceState | null = null;
let self: ViewerSelf | null = null;
let room: Room | null = null;
let attempt = 0;
let cheersThisSecond = 0;
setInterval(() => (cheersThisSecond = 0), 1000);

document.title = `Ligretto Party · ${wt('title')}`;
for (const [id, key] of [
  ['back-title', 'back'],
  ['cheer-title', 'cheer'],
  ['vote-title', 'vote'],
  ['board-title', 'board'],
] as const)
  el(id).textContent = wt(key);

function button(text: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.addEventListener('click', onClick);
  return b;
}

for (const reaction of REACTIONS) {
  el('reactions').append(
    button(wt(`reaction.${reaction}`), () => {
      if (cheersThisSecond >= CHEERS_PER_SECOND) return;
      cheersThisSecond++;
      room?.send(AUDIENCE_MSG.cheer, reaction);
    }),
  );
}

function gameName(id: string): string {
  const key = `game.${id}`;
  return key === 'game.ligretto' || key === 'game.dice' || key === 'game.coloretto' ? wt(key) : id;
}

function nameOf(seat: number | null): string {
  const s = state?.summary?.seats.find((x) => x.seat === seat);
  return s ? s.name || String(s.seat + 1) : '';
}

function render(): void {
  const s = state?.summary ?? null;
  app.dataset.phase = s?.phase ?? 'connecting';
  el('phase').textContent = s ? wt(`phase.${s.phase}` as WatchKey) : wt('connecting');
  const brief: string[] = [];
  if (s) {
    brief.push(gameName(s.game));
    if (s.phase === 'result' && s.winners.length > 0) brief.push(wt('winners', { names: s.winners.map(nameOf).join(', ') }));
    else if (s.leader !== null) brief.push(wt('leader', { name: nameOf(s.leader) }));
    if (s.of > 0) brief.push(wt('piles', { done: s.done, of: s.of }));
    if (s.turn !== null) brief.push(wt('turn', { name: nameOf(s.turn) }));
  }
  el('brief').textContent = brief.join(' · ');
  el('watching').textContent = state
    ? wt(`watching.${pluralForm(state.counts.viewers, watchLanguage())}`, { n: state.counts.viewers })
    : '';
  const seats = el('seats');
  seats.replaceChildren();
  for (const seat of s?.seats ?? []) {
    const b = button('', () => room?.send(AUDIENCE_MSG.back, seat.seat));
    b.className = 'seat';
    b.disabled = s?.phase === 'cheer';
    b.setAttribute('aria-pressed', String(self?.backing === seat.seat));
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    swatch.style.background = `#${(PLAYER_COLORS[seat.color]?.hex ?? 0x888888).toString(16).padStart(6, '0')}`;
    const name = document.createElement('span');
    name.textContent = seat.name || String(seat.seat + 1);
    const count = document.createElement('span');
    count.className = 'count';
    count.textContent = String(state?.counts.backing[seat.seat] ?? 0);
    b.append(swatch, name, count);
    seats.append(b);
  }
  el('backing').textContent =
    s?.phase === 'cheer' ? wt('locked') : self?.backing != null ? wt('backing', { name: nameOf(self.backing) }) : wt('noBacking');
  const choices = el('choices');
  choices.replaceChildren();
  for (const [i, choice] of (state?.config.choices ?? []).entries()) {
    const b = button(`${gameName(choice)} · ${state?.counts.votes[i] ?? 0}`, () => room?.send(AUDIENCE_MSG.vote, i));
    b.setAttribute('aria-pressed', String(self?.vote === i));
    choices.append(b);
  }
  el('you').textContent = self
    ? wt(`you.${pluralForm(Math.abs(self.points), watchLanguage())}`, { nick: self.nick || wt('anonymous'), n: self.points })
    : '';
  const board = el('board');
  board.replaceChildren();
  for (const row of state?.counts.top ?? []) {
    const li = document.createElement('li');
    li.textContent = `${row.nick || '—'} · ${row.points}`;
    board.append(li);
  }
  if ((state?.counts.top.length ?? 0) === 0) {
    const li = document.createElement('li');
    li.textContent = wt('nobody');
    board.append(li);
  }
}

function status(text: string, phase?: string): void {
  el('net').textContent = text;
  if (phase) app.dataset.phase = phase;
}

async function join(): Promise<void> {
  if (!relayCodeSchema.safeParse(code).success) return status(wt('noCode'), 'closed');
  status(wt('connecting'));
  try {
    room = await new Client(location.origin).joinOrCreate(AUDIENCE_ROOM_NAME, { code, token: viewerToken(), ...(nick ? { nick } : {}) });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    if (/full/.test(why)) return status(wt('full'), 'closed');
    if (/no audience open|bad|characters|name/.test(why)) return status(wt('refused', { why: why.slice(0, 80) }), 'closed');
    return retry();
  }
  attempt = 0;
  status(wt('live'));
  room.onMessage(AUDIENCE_MSG.state, (msg: unknown) => {
    const parsed = audienceStateSchema.safeParse(msg);
    if (!parsed.success) return;
    state = parsed.data;
    render();
  });
  room.onMessage(AUDIENCE_MSG.you, (msg: unknown) => {
    const parsed = viewerSelfSchema.safeParse(msg);
    if (!parsed.success) return;
    self = parsed.data;
    render();
  });
  room.onLeave((closeCode) => {
    room = null;
    if (closeCode === AUDIENCE_CLOSE.closed) return status(wt('closed'), 'closed');
    if (closeCode === AUDIENCE_CLOSE.flood || closeCode === AUDIENCE_CLOSE.bad)
      return status(wt('refused', { why: String(closeCode) }), 'closed');
    retry();
  });
}

/** Back after a drop: 1 s doubling to 16 s, at most 20 tries. */
function retry(): void {
  if (attempt >= 20) return status(wt('closed'), 'closed');
  status(wt('retrying'));
  setTimeout(() => void join(), Math.min(16_000, 1000 * 2 ** attempt++));
}

render();
void join();
