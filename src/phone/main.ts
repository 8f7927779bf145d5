/** The phone controller page: join with the room code and a name, then press; the token brings the seat back after any drop. */
// First: the page's policy allows no eval, and the relay's and event-call schemas bundle zod (see zod-setup.ts).
import '@shared/zod-setup';
import './fonts.css';
import './style.css';
import './play.css';
import {
  FORGET_TOKEN_REFUSALS,
  MAX_PHONE_NAME,
  PHONE_PROTOCOL_VERSION,
  RETRY_REFUSALS,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  type PhoneHostMessage,
  type PhoneRefusal,
} from '@shared/phone-protocol';
import type { EventCall } from '@shared/event/event-call';
import { buzzes, eventCallText, UP_BUZZ } from './event-call-text';
import { PhoneScreen } from './PhoneScreen';
import { PendingJoin } from './pending-join';
import { JoinSuggestion } from './join-suggestion';
import { PhoneSocket, recall, remember, type SocketEvents } from './PhoneSocket';
import { deferredSocket, type ControllerSocket } from './controller-socket';
import { RELAY_PLAY_PATH } from '@shared/relay-protocol';
import { phoneLanguage, pickLanguage, pt, setPhoneLanguage } from './i18n/phone-i18n';
import { refusalText, translatePage } from './i18n/page-text';

// The phone speaks its owner's language (the first of theirs the game knows), chosen before anything is shown.
setPhoneLanguage(pickLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]));
translatePage(document);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function input(id: string): HTMLInputElement {
  const e = document.getElementById(id);
  if (!(e instanceof HTMLInputElement)) throw new Error(`#${id} is missing`);
  return e;
}

/** Upper-cases and keeps only room code letters (a typed O or I can never be right). */
function cleanRoom(text: string): string {
  return [...text.toUpperCase()]
    .filter((c) => ROOM_CODE_ALPHABET.includes(c))
    .join('')
    .slice(0, ROOM_CODE_LENGTH);
}

const store = storage();
let saved = recall(store);
const roomField = input('join-room');
const nameField = input('join-name');
const joinError = document.getElementById('join-error') as HTMLElement;
roomField.value = cleanRoom(new URLSearchParams(location.search).get('room') ?? '');
(document.getElementById('room-chip') as HTMLElement).textContent = roomField.value;
nameField.value = saved.name;
nameField.maxLength = MAX_PHONE_NAME;
roomField.maxLength = ROOM_CODE_LENGTH;
document.getElementById('app')?.classList.toggle('has-code', roomField.value.length === ROOM_CODE_LENGTH);

/** A join pressed and not yet answered is sent again whenever the socket opens (the host may have closed it). */
const pending = new PendingJoin();
const suggestion = new JoinSuggestion(
  document.getElementById('join-button') as HTMLElement,
  nameField,
  document.getElementById('join-name-label'),
);

const events: SocketEvents = {
  open: () => {
    screen.setNet('ok', pt('net.connected'));
    const join = pending.onOpen();
    if (saved.token) socket.send({ t: 'resume', v: PHONE_PROTOCOL_VERSION, token: saved.token });
    else if (join) {
      joinError.textContent = '';
      socket.send(join);
    } else {
      screen.show('join');
      askName();
    }
  },
  message: (msg) => onMessage(msg),
  down: (wait) => {
    screen.setNet('down', pt('net.reconnecting', { s: Math.ceil(wait / 1000) }));
    if (!saved.token) screen.show('join');
  },
};
// Served by the relay (remote players), the page talks to its room there; served by the host, to the LAN socket.
const socket: ControllerSocket =
  location.pathname === RELAY_PLAY_PATH
    ? // The relay client (colyseus.js) is a chunk of its own: only this page downloads it, never the LAN page.
      deferredSocket(
        async () =>
          new (await import('./RelaySocket')).RelaySocket(
            location.origin,
            () => cleanRoom(roomField.value),
            events,
            () => saved.token !== null,
          ),
        () => screen.setNet('down', pt('net.reconnecting', { s: 0 })),
      )
    : new PhoneSocket(PhoneSocket.urlFor(location), events);
const screen = new PhoneScreen((press) => socket.send({ t: 'press', ...press }));

let lastCall: EventCall | null = null;

/** Asks the host (on the LAN; the relay passes joins only) for the name a join would get: the button offers it. */
function askName(): void {
  const room = cleanRoom(roomField.value);
  if (room.length === ROOM_CODE_LENGTH && location.pathname !== RELAY_PLAY_PATH)
    socket.send({ t: 'suggest', v: PHONE_PROTOCOL_VERSION, room, lang: phoneLanguage() });
}

/** A queued event entrant's screen: where they stand, big "You're up!" with a take-my-seat button when their table is next. */
function showCall(call: EventCall): void {
  const text = eventCallText(call);
  (document.getElementById('queue-name') as HTMLElement).textContent = saved.name;
  (document.getElementById('queue-title') as HTMLElement).textContent = text.title;
  (document.getElementById('queue-text') as HTMLElement).textContent = text.detail;
  (document.getElementById('take-seat') as HTMLButtonElement).hidden = !text.take;
  document.getElementById('app')?.setAttribute('data-call', call.status);
  screen.show('queue');
}

function onMessage(msg: PhoneHostMessage): void {
  pending.onAnswer(msg);
  switch (msg.t) {
    case 'joined':
      socket.healthy();
      saved = { token: msg.token, name: saved.name };
      remember(store, saved);
      joinError.textContent = '';
      return;
    case 'view':
      return screen.render(msg.view);
    case 'suggested':
      return suggestion.set(msg.name);
    case 'event-call':
      if (buzzes(lastCall, msg.call) && typeof navigator.vibrate === 'function') navigator.vibrate([...UP_BUZZ]);
      lastCall = msg.call;
      return showCall(msg.call);
    case 'rejected':
      return screen.rejected(msg.do, msg.slot, msg.reason, msg.late);
    case 'refused':
      return onRefused(msg.code, refusalText(msg.code, msg.error));
  }
}

/** The host refused this phone: forget a dead token, wait for a retry, or say why on the join form or in a toast. */
function onRefused(code: PhoneRefusal, error: string): void {
  if (FORGET_TOKEN_REFUSALS.includes(code)) {
    saved = { token: null, name: saved.name };
    remember(store, saved);
  }
  if (RETRY_REFUSALS.includes(code)) return screen.setNet('down', error);
  if (saved.token === null) {
    screen.show('join');
    joinError.textContent = error;
    document.getElementById('app')?.classList.remove('has-code');
  } else screen.toast(error);
}

roomField.addEventListener('input', () => {
  roomField.value = cleanRoom(roomField.value);
});

document.getElementById('join')?.addEventListener('submit', (e) => {
  e.preventDefault();
  const room = cleanRoom(roomField.value);
  const name = suggestion.name(nameField.value.trim().replace(/\p{C}/gu, '').slice(0, MAX_PHONE_NAME));
  if (room.length !== ROOM_CODE_LENGTH) {
    joinError.textContent = pt('join.badRoom', { n: ROOM_CODE_LENGTH });
    return;
  }
  if (!name) {
    joinError.textContent = pt('join.noName');
    return;
  }
  saved = { token: null, name };
  remember(store, saved);
  const join = pending.ask(room, name);
  if (!socket.open) {
    joinError.textContent = pt('join.connecting');
    socket.connect();
    return;
  }
  joinError.textContent = '';
  socket.send(join);
});

document.getElementById('take-seat')?.addEventListener('click', () => {
  const room = cleanRoom(roomField.value);
  if (room.length === ROOM_CODE_LENGTH && saved.name) socket.send(pending.ask(room, saved.name));
});

document.getElementById('continue')?.addEventListener('click', () => socket.send({ t: 'continue' }));
document.getElementById('leave')?.addEventListener('click', () => {
  socket.send({ t: 'leave' });
  pending.drop();
  saved = { token: null, name: saved.name };
  remember(store, saved);
  screen.show('join');
});

// A phone that wakes up or finds its network again should not wait out the backoff.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') socket.connect();
});
window.addEventListener('online', () => socket.connect());

screen.setNet('connecting', pt('net.connecting'));
screen.show(saved.token ? 'connecting' : 'join');
socket.connect();
