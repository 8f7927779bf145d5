/** The host menu's lines for remote players (issue 28): Lock room, and kicking a remote seat with a confirm step (no Pixi). */
import type { ClientMessage, RemoteSetup, RemoteStatus } from '@shared/protocol';
import type { Seat } from '@shared/seats';
import { t, tLoose, type MessageKey } from '@renderer/i18n/i18n';
import type { MenuItem } from '@renderer/ui/Menu';
import { remoteSeats, roundTripLabel, seatRoundTrip } from '@renderer/ui/round-trip';
import type { Step } from './lobby-choices';
import { DEFAULT_AUDIENCE_CAP } from '@shared/audience-protocol';
import { countText } from '../../i18n/labels';

/** The viewer caps the lobby steps through. */
const AUDIENCE_CAPS: readonly number[] = [50, 200, 500, 1000, DEFAULT_AUDIENCE_CAP, 5000, 10_000];

/** A game's name as the lobby shows it (every game names itself under `<id>.name` in its strings). */
function gameName(id: string): string {
  return tLoose(`${id}.name` as MessageKey);
}

/** What the remote lines read and send. */
export interface RemoteMenuHost {
  remote(): RemoteStatus | null;
  seats(): readonly Seat[];
  send(msg: ClientMessage): void;
  /** Whether the lobby's Even latency option is on. */
  evenLatency(): boolean;
}

/** What the "Remote players" line reads and sends (the Settings screen and the lobby). */
export interface RemoteSwitchHost {
  /** Remote players' setting as the snapshot shows it (null: not this view's to switch, the line hides). */
  setup(): RemoteSetup | null;
  send(msg: ClientMessage): void;
}

/** A relay address as the TV shows it: its host and port (`relay.example.com`), the full text if it does not parse. */
export function relayLabel(url: string): string {
  try {
    return new URL(url.replace(/^ws(s?):/i, 'http$1:')).host || url;
  } catch {
    return url;
  }
}

/** What the line's help says: where the address came from, or where to set one while none is. */
export function remotePlayersHelp(setup: RemoteSetup | null): string {
  if (!setup) return '';
  if (setup.relay === null)
    return setup.settingsFile === null ? t('remote.players.noRelayNoFile') : t('remote.players.noRelay', { file: setup.settingsFile });
  return t('remote.players.help', { source: t(`remote.players.${setup.source ?? 'settings'}`) });
}

/**
 * "Remote players ‹ Off / relay.example.com ›": confirm or ‹ › switches remote players for the night (saved by the
 * host). With no relay address set it sends nothing: its help line says where to set one.
 */
export function remotePlayersItem(host: RemoteSwitchHost): MenuItem {
  const toggle = (): void => {
    const setup = host.setup();
    if (setup && (setup.on || setup.relay !== null)) host.send({ t: 'remote-players', on: !setup.on });
  };
  return {
    id: 'remote-players',
    label: () => t('remote.players'),
    value: () => {
      const setup = host.setup();
      return setup?.on && setup.relay !== null ? relayLabel(setup.relay) : t('remote.players.off');
    },
    help: () => remotePlayersHelp(host.setup()),
    shown: () => host.setup() !== null,
    onConfirm: toggle,
    onChange: toggle,
  };
}

/** The menu line shown while there is no remote seat to pick. */
const NONE = '—';

/**
 * "Even latency ‹ Off ›" (the lobby's option: real-time games hold each press to the slowest remote seat's delay),
 * "Lock room ‹ Open ›" (confirm or ‹ › toggles it; the value is the relay's word, not a guess) and "Kick remote player
 * ‹ 3 · Ana · 48 ms ›": ‹ › pick among the remote seats, a first press asks "Kick Ana? Press again", the second sends
 * the kick. Both show only while remote players are on.
 */
export function remoteMenuItems(host: RemoteMenuHost): MenuItem[] {
  /** The remote seat the kick line points at, and whether its first press asked to confirm. */
  let picked: number | null = null;
  let armed = false;
  const on = (): Extract<RemoteStatus, { state: 'on' }> | null => {
    const r = host.remote();
    return r?.state === 'on' ? r : null;
  };
  const seatsNow = (): number[] => remoteSeats(host.remote()).filter((i) => host.seats()[i]?.kind === 'person');
  /** The picked seat when it is still remote, else the first remote seat (a kicked or gone seat is never kept). */
  const current = (): number | null => {
    const list = seatsNow();
    if (picked === null || !list.includes(picked)) {
      picked = list[0] ?? null;
      armed = false;
    }
    return picked;
  };
  const nameOf = (seat: number): string => host.seats()[seat]?.name || String(seat + 1);
  const toggleLock = (): void => {
    const r = on();
    if (r) host.send({ t: 'remote', cmd: { op: 'lock', on: !r.locked } });
  };
  const audience = (): NonNullable<Extract<RemoteStatus, { state: 'on' }>['audience']> | null => on()?.audience ?? null;
  const toggleAudience = (): void => host.send({ t: 'remote', cmd: { op: 'audience', open: !(audience()?.config.open ?? false) } });
  const stepCap = (step: Step): void => {
    const at = AUDIENCE_CAPS.indexOf(audience()?.config.cap ?? DEFAULT_AUDIENCE_CAP);
    const next = AUDIENCE_CAPS[(Math.max(0, at) + step + AUDIENCE_CAPS.length) % AUDIENCE_CAPS.length] ?? DEFAULT_AUDIENCE_CAP;
    host.send({ t: 'remote', cmd: { op: 'audience-cap', cap: next } });
  };
  /** The choice with the most votes and its count, null before any vote. */
  const pick = (): { choice: string; votes: number } | null => {
    const a = audience();
    const votes = a?.counts.votes ?? [];
    const top = Math.max(0, ...votes);
    const choice = a?.config.choices[votes.indexOf(top)];
    return top > 0 && choice !== undefined ? { choice, votes: top } : null;
  };
  const toggleEven = (): void => host.send({ t: 'lobby', cmd: { op: 'set-options', options: { evenLatency: !host.evenLatency() } } });
  const audienceItems: MenuItem[] = [
    {
      id: 'remote-audience',
      label: () => t('remote.audience'),
      value: () =>
        audience()?.config.open
          ? t('remote.audience.open', { watching: countText('count.watching', audience()?.counts.viewers ?? 0) })
          : t('remote.audience.off'),
      help: () => t('remote.audience.help'),
      shown: () => on() !== null,
      onConfirm: toggleAudience,
      onChange: toggleAudience,
    },
    {
      id: 'remote-audience-cap',
      label: () => t('remote.audienceCap'),
      value: () => String(audience()?.config.cap ?? DEFAULT_AUDIENCE_CAP),
      help: () => t('remote.audienceCap.help'),
      shown: () => audience()?.config.open === true,
      onConfirm: () => stepCap(1),
      onChange: stepCap,
    },
    {
      id: 'remote-audience-pick',
      label: () => t('remote.audiencePick'),
      value: () => {
        const p = pick();
        return p ? `${gameName(p.choice)} · ${p.votes}` : t('remote.audiencePick.none');
      },
      help: () => t('remote.audiencePick.help'),
      shown: () => audience()?.config.open === true,
      enabled: () => pick() !== null,
      onConfirm: () => host.send({ t: 'remote', cmd: { op: 'audience-pick' } }),
    },
  ];
  return [
    ...audienceItems,
    {
      id: 'remote-even',
      label: () => t('remote.even'),
      value: () => (host.evenLatency() ? t('remote.even.on') : t('remote.even.off')),
      help: () => t('remote.even.help'),
      shown: () => on() !== null,
      onConfirm: toggleEven,
      onChange: toggleEven,
    },
    {
      id: 'remote-lock',
      label: () => t('remote.lock'),
      value: () => (on()?.locked ? t('remote.locked') : t('remote.open')),
      help: () => t('remote.lock.help'),
      shown: () => on() !== null,
      onConfirm: toggleLock,
      onChange: toggleLock,
    },
    {
      id: 'remote-kick',
      label: () => {
        const seat = current();
        return armed && seat !== null ? t('remote.kickConfirm', { name: nameOf(seat) }) : t('remote.kick');
      },
      value: () => {
        const seat = current();
        if (seat === null) return NONE;
        const rtt = seatRoundTrip(host.remote(), seat);
        return [String(seat + 1), nameOf(seat), roundTripLabel(rtt)].filter((p) => p !== '').join(' · ');
      },
      help: () => t('remote.kick.help'),
      shown: () => on() !== null,
      enabled: () => current() !== null,
      onChange: (step: Step) => {
        const list = seatsNow();
        if (list.length === 0) return;
        const at = list.indexOf(current() ?? -1);
        picked = list[(at + step + list.length) % list.length] ?? null;
        armed = false;
      },
      onConfirm: () => {
        const seat = current();
        if (seat === null) return;
        if (!armed) {
          armed = true;
          return;
        }
        armed = false;
        host.send({ t: 'remote', cmd: { op: 'kick', seat } });
      },
    },
  ];
}
