/**
 * The host menu's items on three pages: the main page (Start or "Everybody's in", the practice round, Game, Players…,
 * Rules…), the players page (bots, the chosen seat's look and handicap, remote seats) and the rules page (the game's
 * rules, the match options, the network) (no Pixi).
 */
import type { ClientMessage, LanStatus, LobbyCommand, RemoteSetup, RemoteStatus, SeatPatch } from '@shared/protocol';
import { type BotLevelName, type MatchOptions, type Seat } from '@shared/seats';
import { t } from '../../i18n/i18n';
import { botLevelLabel, cardBackLabel, countText, playerColorLabel, roundsLabel } from '../../i18n/labels';
import { DEFAULT_GAME, type GameId } from '@shared/game';
import type { GameHandicap, GameLobby, SharedOptionLine } from '@renderer/games/game-ui';
import type { MenuItem } from '../../ui/Menu';
import type { SessionOptions } from '@shared/match-options';
import {
  nextBotLevel,
  nextFreeBack,
  nextFreeColor,
  nextStackSize,
  optionStep,
  sharedLineOf,
  type OptionKey,
  type SharedLineValues,
  type Step,
} from './lobby-choices';
import { hasOpenSeat, MIN_MATCH_SEATS, occupiedIndices } from './lobby-input';
import { remoteMenuItems, remotePlayersItem } from './remote-menu';
import { lanInterfaceStep, NO_VALUE, nextGame, nextHints } from './lobby-steps';

/** What the menu reads and changes; the screen implements it over its latest snapshot. */
export interface LobbyMenuHost {
  seats(): readonly Seat[];
  /** The game chosen in the lobby (the snapshot's); absent means the default game. */
  game?(): GameId;
  options(): MatchOptions;
  /** The seat the seat lines act on (an occupied one), or null when nobody sits. */
  targetSeat(): number | null;
  setTargetSeat(seat: number): void;
  /** The level the next added bot gets. */
  botLevel(): BotLevelName;
  setBotLevel(level: BotLevelName): void;
  /** LAN mode as the snapshot shows it (null while off). */
  lan(): LanStatus | null;
  /** Remote players as the snapshot shows them (null while off); absent: the Lock room and kick lines never show. */
  remote?(): RemoteStatus | null;
  /** Remote players' setting (the "Remote players" line; null or absent: the line hides). */
  remoteSetup?(): RemoteSetup | null;
  send(msg: ClientMessage): void;
  /** The page on show; absent: every line is on one page (the main page's entries then never show). */
  page?(): LobbyPage;
  setPage?(page: LobbyPage): void;
  /** Whether the practice round is on offer (before the night's first real match). */
  practiceOffered?(): boolean;
}

/** The menu's pages: the few lines a party needs, and the two behind "Players…" and "Rules…". */
export type LobbyPage = 'main' | 'players' | 'rules';

/** The line under the main page while fewer than two seats are taken ('' once the match can start): a hint, never a menu line. */
export function startHint(seats: readonly Seat[]): string {
  return occupiedIndices(seats).length >= MIN_MATCH_SEATS ? '' : t('lobby.joinToStart');
}

/** Builds the host-menu items over a host: seat lines, the Game line, every game's rule lines (live for the chosen game), match options. */
export function lobbyMenuItems(host: LobbyMenuHost, games: readonly GameLobby[]): MenuItem[] {
  const game = (): GameId => host.game?.() ?? DEFAULT_GAME;
  /** The chosen game's seat handicap, null when it has none. */
  const handicap = (): GameHandicap | null => games.find((g) => g.id === game())?.handicap ?? null;
  /** Whether a shared match line applies to the chosen game (a game that names none reads every one). */
  const applies = (line: SharedOptionLine): boolean => games.find((g) => g.id === game())?.sharedOptions?.includes(line) ?? true;
  const lobby = (cmd: LobbyCommand): void => host.send({ t: 'lobby', cmd });
  const target = (): { index: number; seat: Seat } | null => {
    const index = host.targetSeat();
    const seat = index === null ? undefined : host.seats()[index];
    return index !== null && seat && seat.kind !== 'open' ? { index, seat } : null;
  };
  const patch = (make: (seat: Seat, index: number) => SeatPatch | null): void => {
    const tg = target();
    const p = tg ? make(tg.seat, tg.index) : null;
    if (tg && p) lobby({ op: 'update-seat', seat: tg.index, patch: p });
  };
  const seatValue =
    (show: (seat: Seat) => string): (() => string) =>
    () => {
      const tg = target();
      return tg ? show(tg.seat) : NO_VALUE;
    };
  const ready = (): boolean => occupiedIndices(host.seats()).length >= MIN_MATCH_SEATS;
  const option = (
    key: OptionKey,
    label: () => string,
    value: (o: SharedLineValues & SessionOptions) => string,
    enabled?: () => boolean,
    help?: () => string,
  ): MenuItem => ({
    id: key,
    label,
    ...(help ? { help } : {}),
    value: () => value({ ...sharedLineOf(host.options(), game()), ...host.options().session }),
    onChange: (step: Step) => {
      const cmd = optionStep(host.options(), game(), key, step);
      if (cmd) lobby(cmd);
    },
    ...(enabled ? { enabled } : {}),
    ...(key === 'lostController' ? {} : { shown: () => applies(key) }),
  });
  const paged = host.page !== undefined;
  const page = (): LobbyPage => host.page?.() ?? 'main';
  /** The items of one page: shown while that page is (with paging off, every page's own lines show at once). */
  const on = (which: LobbyPage, items: readonly MenuItem[]): MenuItem[] =>
    items.map((item) => ({ ...item, shown: () => (!paged || page() === which) && (item.shown?.() ?? true) }));
  /** A line of page `from` that opens page `to` (only with paging on): "Players…", "Rules…" and each page's "‹ Back". */
  const goTo = (id: string, from: LobbyPage, to: LobbyPage, label: () => string, help: () => string, value?: () => string): MenuItem => ({
    id,
    label,
    help,
    ...(value ? { value } : {}),
    shown: () => paged && page() === from,
    onConfirm: () => host.setPage?.(to),
  });
  const back = (from: LobbyPage): MenuItem =>
    goTo(
      `${from}-back`,
      from,
      'main',
      () => t('lobby.menuBack'),
      () => '',
    );
  return [
    ...on('main', [
      {
        id: 'start',
        label: () => (paged ? t('lobby.everybodyIn') : ready() ? t('lobby.startMatch') : t('lobby.needPlayers')),
        help: () => t('lobby.everybodyIn.help'),
        enabled: ready,
        // With paging, Start shows once two seats are taken; the line under the menu says why it is not there yet.
        shown: () => !paged || ready(),
        onConfirm: () => host.send({ t: 'control', op: 'start-match' }),
      },
      {
        id: 'practice',
        label: () => t('lobby.practice'),
        help: () => t('lobby.practice.help'),
        shown: () => paged && host.seats().some((s) => s.kind === 'person') && (host.practiceOffered?.() ?? false),
        onConfirm: () => host.send({ t: 'control', op: 'start-practice' }),
      },
      {
        id: 'game',
        label: () => t('lobby.game'),
        value: () => games.find((g) => g.id === game())?.name() ?? game(),
        onChange: (step: Step) => {
          const next = nextGame(game(), step, games);
          if (next !== game()) lobby({ op: 'set-game', game: next });
        },
      },
      goTo(
        'players',
        'main',
        'players',
        () => t('lobby.players'),
        () => t('lobby.players.help'),
        () => countText('count.seated', occupiedIndices(host.seats()).length),
      ),
      goTo(
        'rules',
        'main',
        'rules',
        () => t('lobby.rulesMenu'),
        () => t('lobby.rules.help'),
      ),
    ]),
    back('players'),
    ...on('players', [
      {
        id: 'add-bot',
        label: () => t('lobby.addBot'),
        value: () => botLevelLabel(host.botLevel()),
        enabled: () => hasOpenSeat(host.seats()),
        onConfirm: () => lobby({ op: 'add-bot', level: host.botLevel() }),
        onChange: (step: Step) => host.setBotLevel(nextBotLevel(host.botLevel(), step)),
      },
      {
        id: 'seat',
        label: () => t('lobby.seat'),
        value: () => {
          const tg = target();
          return tg ? `${tg.index + 1} · ${tg.seat.name}` : NO_VALUE;
        },
        enabled: () => target() !== null,
        onChange: (step: Step) => {
          const list = occupiedIndices(host.seats());
          if (list.length === 0) return;
          const at = list.indexOf(host.targetSeat() ?? -1);
          const next = at === -1 ? (step === 1 ? 0 : list.length - 1) : (at + step + list.length) % list.length;
          host.setTargetSeat(list[next] ?? 0);
        },
      },
      {
        id: 'bot-level',
        label: () => t('lobby.botLevel'),
        value: seatValue((s) => (s.kind === 'bot' ? botLevelLabel(s.botLevel) : NO_VALUE)),
        enabled: () => target()?.seat.kind === 'bot',
        onChange: (step: Step) =>
          patch((s) => {
            if (s.kind !== 'bot') return null;
            const level = nextBotLevel(s.botLevel, step);
            host.setBotLevel(level);
            return { botLevel: level };
          }),
      },
      {
        id: 'color',
        label: () => t('lobby.color'),
        value: seatValue((s) => playerColorLabel(s.color)),
        enabled: () => target() !== null,
        onChange: (step: Step) =>
          patch((_, i) => {
            const color = nextFreeColor(host.seats(), i, step);
            return color === null ? null : { color };
          }),
      },
      {
        id: 'back',
        label: () => t('lobby.cardBack'),
        value: seatValue((s) => cardBackLabel(s.back)),
        enabled: () => target() !== null,
        onChange: (step: Step) =>
          patch((_, i) => {
            const back = nextFreeBack(host.seats(), i, step);
            return back === null ? null : { back };
          }),
      },
      {
        id: 'stack',
        label: () => handicap()?.label() ?? t('lobby.handicap'),
        value: () => {
          const tg = target();
          const h = handicap();
          return tg && h ? h.value(h.of(tg.seat, tg.index, host.options())) : NO_VALUE;
        },
        enabled: () => target() !== null && handicap() !== null,
        onChange: (step: Step) => {
          const tg = target();
          const h = handicap();
          if (tg && h) lobby(h.set(tg.index, nextStackSize(h.of(tg.seat, tg.index, host.options()), step, h), host.options()));
        },
      },
      {
        id: 'remove',
        label: () => (target()?.seat.kind === 'person' ? t('lobby.removePlayer') : t('lobby.removeBot')),
        enabled: () => target() !== null,
        onConfirm: () => {
          const tg = target();
          if (tg) lobby(tg.seat.kind === 'bot' ? { op: 'remove-bot', seat: tg.index } : { op: 'leave', seat: tg.index });
        },
      },
      remotePlayersItem({ setup: () => host.remoteSetup?.() ?? null, send: (msg) => host.send(msg) }),
      ...remoteMenuItems({
        remote: () => host.remote?.() ?? null,
        seats: () => host.seats(),
        send: (msg) => host.send(msg),
        evenLatency: () => host.options().session.evenLatency === true,
      }),
    ]),
    back('rules'),
    ...on('rules', [
      ...games.flatMap((g) =>
        g
          .lobbyOptions({ options: () => host.options(), setOptions: (patch) => lobby({ op: 'set-game-options', patch }) })
          .map((item) => ({ ...item, shown: () => game() === g.id })),
      ),
      option(
        'target',
        () => t('rules.target'),
        (o) => (o.target === undefined ? NO_VALUE : countText('count.points', o.target)),
        () => sharedLineOf(host.options(), game()).rounds === null,
        () => t('rules.target.help'),
      ),
      option(
        'rounds',
        () => t('rules.rounds'),
        (o) => (o.rounds === undefined ? NO_VALUE : roundsLabel(o.rounds)),
        undefined,
        () => t('rules.rounds.help'),
      ),
      option(
        'rejectLockMs',
        () => t('rules.rejectLock'),
        (o) =>
          o.rejectLockMs === undefined
            ? NO_VALUE
            : o.rejectLockMs === 0
              ? t('rules.rejectLock.off')
              : t('rules.rejectLock.value', { n: o.rejectLockMs }),
        undefined,
        () => t('rules.rejectLock.help'),
      ),
      option(
        'lostController',
        () => t('rules.lostController'),
        (o) => t(o.lostController === 'bot' ? 'rules.lostController.bot' : 'rules.lostController.pause'),
        undefined,
        () => t('rules.lostController.help'),
      ),
      {
        id: 'hints',
        label: () => t('rules.hints'),
        help: () => t('rules.hints.help'),
        value: () => t(`rules.hints.${host.options().session.hints ?? 'first'}`),
        onChange: (step: Step) =>
          lobby({ op: 'set-options', options: { hints: nextHints(host.options().session.hints ?? 'first', step) } }),
      },
      {
        id: 'lan-interface',
        label: () => t('lan.network'),
        value: () => {
          const lan = host.lan();
          return lan?.state === 'on' ? t('lan.networkValue', { name: lan.iface, n: lan.choices.length }) : NO_VALUE;
        },
        enabled: () => lanInterfaceStep(host.lan(), 1) !== null,
        onChange: (step: Step) => {
          const msg = lanInterfaceStep(host.lan(), step);
          if (msg) host.send(msg);
        },
      },
    ]),
  ];
}
