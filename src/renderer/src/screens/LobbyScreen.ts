/** The lobby: twelve seat slots anyone joins with one press, the host menu (bots, looks, rules) and per-device hints. */
import { UnansweredCommands, type LobbyValues } from './lobby/unanswered';
import { Container } from 'pixi.js';
import { DEFAULT_GAME } from '@shared/game';
import { GAME_UIS } from '@renderer/games/registry';
import type { HostMessage, Snapshot } from '@shared/protocol';
import { DEFAULT_MATCH_OPTIONS, type BotLevelName, type MatchOptions, type Seat } from '@shared/seats';
import type { AppServices, Screen } from '../app/Screen';
import { t } from '../i18n/i18n';
import { deviceKey, keysDevice, type ActionEvent, type InputEvent } from '../input/index';
import {
  blankSeats,
  clickJoinBinding,
  decide,
  hintLine,
  JOIN_PENDING_MS,
  joinBinding,
  MAX_SEATS,
  occupiedIndices,
} from './lobby/lobby-input';
import { gridArea, hintRows, lobbyLayout, type LobbyLayout } from './lobby/lobby-layout';
import { lanInterfaceStep, pickTargetSeat } from './lobby/lobby-steps';
import { MenuPanel } from './lobby/MenuPanel';
import { renameHint } from './lobby/suggested-name';
import { SeatSlot } from './lobby/SeatSlot';
import { seatBadge } from './lobby/seat-badge';
import { HintBar } from './lobby/widgets';
import { seatChips, type SeatChip } from './lobby/seat-chips';
import { LobbyBoard } from './lobby/LobbyBoard';
import type { LobbyDescription } from './lobby/lobby-description';
import { ResumeBanner } from './saves/ResumeBanner';
import { LanPanel } from './lobby/LanPanel';
import { JoinPickers } from './lobby/JoinPickers';
import { joinCardKind, joinCodes } from './lobby/join-card';
import { seatRoundTrip } from '../ui/round-trip';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '@renderer/ui/design';

export type { LobbyDescription } from './lobby/lobby-description';

/** The lobby screen. */
export class LobbyScreen implements Screen {
  readonly id = 'lobby' as const;
  readonly root = new Container();
  /** The backdrop, the panel, the title and the seat count. */
  private readonly board = new LobbyBoard();
  private readonly lanPanel = new LanPanel();
  private readonly slots: SeatSlot[];
  private readonly panel: MenuPanel;
  private readonly hints = new HintBar();
  private snapshot: Snapshot | null = null;
  private width = DESIGN_WIDTH;
  private height = DESIGN_HEIGHT;
  private lines = 6;
  private layout: LobbyLayout;
  private rows = 1;
  private target: number | null = null;
  private readonly unanswered: UnansweredCommands;
  private botLevel: BotLevelName = 'casual';
  private readonly joinedAt = new Map<string, number>();
  /** Game nights: the resume offer and, once accepted, the seats the night needs (on top of everything). */
  private readonly resume: ResumeBanner;
  /** The name pickers of the seats that just joined, over the seat grid. */
  private readonly pickers: JoinPickers;
  /** Enter went down since the last input batch: an unseated keyboard's Enter presses the menu item, it joins nobody. */
  private enterPressed = false;

  constructor(private readonly services: AppServices) {
    this.unanswered = new UnansweredCommands((ticket) => services.answered(ticket));
    this.slots = Array.from({ length: MAX_SEATS }, (_, i) => new SeatSlot(i, (seat) => this.tapSeat(seat)));
    this.panel = new MenuPanel(
      {
        seats: () => this.seats(),
        game: () => this.values().game,
        options: () => this.options(),
        targetSeat: () => this.target,
        setTargetSeat: (seat) => void (this.target = seat),
        botLevel: () => this.botLevel,
        setBotLevel: (level) => void (this.botLevel = level),
        lan: () => this.snapshot?.lan ?? null,
        remote: () => this.snapshot?.remote ?? null,
        remoteSetup: () => this.snapshot?.remoteSetup ?? null,
        send: (msg) => this.unanswered.sent(services.send(msg), msg),
        practiceOffered: () => this.snapshot?.practice === 'offered',
      },
      GAME_UIS,
      () => this.seats(),
      () => this.relayout(),
    );
    this.lines = this.panel.lines();
    this.layout = lobbyLayout(this.width, this.height, this.rows, this.lines);
    // A tapped menu line has already acted (the Menu handles the tap); redraw what it changed.
    this.panel.menu.eventMode = 'static';
    this.panel.menu.on('pointertap', () => {
      services.sounds.play('confirm');
      this.refresh();
      services.requestRender();
    });
    this.root.addChild(this.board, this.lanPanel, ...this.board.texts, ...this.slots, this.panel, this.hints);
    this.pickers = new JoinPickers({
      seats: () => this.seats(),
      people: () => this.snapshot?.saves?.people ?? [],
      hints: (device) => services.hub.hints(device),
      send: (msg) => this.unanswered.sent(services.send(msg), msg),
      sound: (name) => services.sounds.play(name),
    });
    this.root.addChild(this.pickers);
    // Tapping the phone corner moves LAN mode to the next network interface (the menu's last line does the same).
    this.lanPanel.eventMode = 'static';
    this.lanPanel.cursor = 'pointer';
    this.lanPanel.on('pointertap', () => {
      const msg = lanInterfaceStep(this.snapshot?.lan ?? null, 1);
      if (!msg) return;
      services.send(msg);
      services.sounds.play('move');
    });
    this.resume = new ResumeBanner(services);
    this.root.addChild(this.resume);
  }

  show(snapshot: Snapshot | null): void {
    this.snapshot = snapshot;
    this.target = pickTargetSeat(null, this.seats(), this.target);
    this.joinedAt.clear();
    this.pickers.clear();
    this.panel.reset();
    this.resume.update(snapshot);
    this.resume.setOnScreen(true);
    // In the capture phase: the raw key is seen before the input layer turns the same key event into key-set actions
    // (which the pickers then swallow, and which Enter turns into a menu press).
    window.addEventListener('keydown', this.onRawKey, { capture: true });
    this.relayout();
  }

  hide(): void {
    this.resume.setOnScreen(false);
    window.removeEventListener('keydown', this.onRawKey, { capture: true });
    this.pickers.clear();
  }

  /** Real keys type a keyboard player's name while their picker shows the keyboard. */
  private readonly onRawKey = (e: KeyboardEvent): void => {
    if (e.key === 'Enter' && !this.pickers.active) this.enterPressed = true;
    if (!this.pickers.rawKey(e)) return;
    this.refresh();
    this.services.requestRender();
  };

  update(snapshot: Snapshot): void {
    const before = this.snapshot?.seats ?? null;
    this.snapshot = snapshot;
    this.target = pickTargetSeat(before, snapshot.seats, this.target);
    this.resume.update(snapshot);
    this.pickers.sync();
    this.refresh();
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.relayout();
  }

  /** What the overlays (the resume dialog first) let through. */
  input(events: readonly InputEvent[]): void {
    let changed = false;
    for (const e of events) {
      if (e.type === 'action') changed = this.act(e) || changed;
      else changed = true;
    }
    this.pickers.batchDone();
    this.enterPressed = false;
    if (changed) {
      this.refresh();
      this.services.requestRender();
    }
  }

  message(msg: HostMessage): void {
    if (msg.t === 'refused') this.joinedAt.clear();
    this.resume.message(msg);
  }

  /** The seats and menu lines as drawn. */
  describe(): LobbyDescription {
    const now = performance.now();
    return {
      seats: this.slots.map((s) => s.describe()),
      menu: this.panel.menu.describeLines(),
      resume: this.resume.describe(),
      joinPending: [...this.joinedAt.values()].filter((at) => now - at < JOIN_PENDING_MS).length,
      targetSeat: this.target,
      menuFocus: this.panel.menu.focused,
      menuPage: this.panel.page,
      status: this.panel.status,
      pickers: this.pickers.describe(),
      lan: this.lanPanel.describe(),
      countBox: this.board.countBox(),
    };
  }

  /** The host's lobby with this view's unanswered commands applied (what the menu steps from and shows). */
  private values(): LobbyValues {
    return this.unanswered.apply({
      seats: this.snapshot?.seats ?? blankSeats(),
      options: this.snapshot?.options ?? DEFAULT_MATCH_OPTIONS,
      game: this.snapshot?.game ?? DEFAULT_GAME,
    });
  }

  private seats(): readonly Seat[] {
    return this.values().seats;
  }

  private options(): MatchOptions {
    return this.values().options;
  }

  private act(e: ActionEvent): boolean {
    const asked = this.joinedAt.get(deviceKey(e.device));
    if (this.pickers.act(e, asked !== undefined && e.at - asked < JOIN_PENDING_MS)) return true;
    const decided = decide(this.seats(), e, this.joinedAt);
    // Enter is the menu's key for a party without pads (phones only); a keyboard joins with its confirm key or the seat slot.
    const d =
      decided.kind === 'join' && e.device.kind === 'keys' && this.enterPressed
        ? { kind: 'menu' as const, action: 'confirm' as const }
        : decided;
    const sounds = this.services.sounds;
    switch (d.kind) {
      case 'join': {
        // The first keyboard player gets key set 1 (Q, Space, E, 1-4) whichever key they joined with.
        const binding = joinBinding(this.seats(), d.binding);
        const device = binding.kind === 'keys' ? keysDevice(binding.set === 0 ? 0 : 1) : e.device;
        this.joinedAt.set(deviceKey(device), e.at);
        this.joinedAt.set(deviceKey(e.device), e.at);
        this.pickers.join(device, binding);
        sounds.play('confirm');
        return false;
      }
      case 'leave':
        // B on a page behind the main one goes back to it; on the main page it leaves the seat.
        if (this.panel.back()) return (sounds.play('back'), true);
        this.services.send({ t: 'lobby', cmd: { op: 'leave', seat: d.seat } });
        sounds.play('back');
        return false;
      case 'rename':
        return this.pickers.rename(e.device);
      case 'menu': {
        const moved = this.panel.act(d.action);
        if (moved) sounds.play(d.action === 'confirm' ? 'confirm' : 'move');
        return moved;
      }
      case 'exit':
        if (this.panel.back()) return (sounds.play('back'), true);
        sounds.play('back');
        this.services.openLocal('title');
        return false;
      case 'settings':
        sounds.play('confirm');
        this.services.openLocal('settings');
        return false;
      case 'ignore':
        return false;
    }
  }

  private tapSeat(index: number): void {
    const seat = this.seats()[index];
    if (!seat) return;
    if (seat.kind === 'open') {
      const input = clickJoinBinding(this.seats());
      if (input?.kind !== 'keys') return;
      this.pickers.join(keysDevice(input.set === 0 ? 0 : 1), input, index);
      this.services.sounds.play('confirm');
    } else {
      this.target = index;
      this.services.sounds.play('move');
      this.refresh();
    }
    this.services.requestRender();
  }

  /** Each seated person's chip: the chosen game's keys on their device, then the lobby's keys (phones: one chip). */
  private chips(): SeatChip[] {
    const { seats, options, game } = this.values();
    const ui = GAME_UIS.find((g) => g.id === game) ?? null;
    const hub = this.services.hub;
    const players = occupiedIndices(seats).length;
    const words = { confirm: t('hint.confirm'), leave: t('hint.leave'), move: t('hint.move'), change: t('hint.change') };
    return seatChips(seats, {
      gameKeys: (device) => (ui ? ui.seatKeys(hub.hintsWith(device, ui.bindings), options, players) : ''),
      menuKeys: (device) => hintLine(hub.hints(device), words, device.kind === 'keys'),
      phone: t('input.phone'),
      phoneMenu: t('lobby.phoneChip'),
    });
  }

  /** The join card the title row makes room for: the LAN's and the relay's ways in this TV may show (none under streamer safety). */
  private joinCard(): boolean | 'two' {
    return joinCardKind(this.snapshot?.lan, this.snapshot?.remote);
  }

  private relayout(): void {
    this.rows = hintRows(this.chips().length);
    this.lines = this.panel.lines();
    const L = lobbyLayout(this.width, this.height, this.rows, this.lines, this.joinCard());
    this.layout = L;
    const s = L.scale;
    this.board.layout(L, this.width, this.height);
    L.cells.forEach((c, i) => this.slots[i]?.position.set(c.x + c.w / 2, c.y + c.h / 2));
    this.panel.layout(L);
    this.resume.layout(this.width, this.height, L);
    this.pickers.layout(gridArea(L.cells), s);
    this.refresh();
  }

  private refresh(): void {
    const chips = this.chips();
    const codes = joinCodes(this.snapshot?.lan, this.snapshot?.remote).length;
    if (hintRows(chips.length) !== this.rows || codes !== this.layout.joinCodes || this.panel.lines() !== this.lines)
      return this.relayout();
    const L = this.layout;
    const s = L.scale;
    const seats = this.seats();
    // Open name pickers cover the seat grid.
    const picking = this.pickers.active;
    const game = this.values().game;
    const handicap = GAME_UIS.find((g) => g.id === game)?.handicap ?? null;
    const options = this.snapshot?.options ?? DEFAULT_MATCH_OPTIONS;
    seats.forEach((seat, i) => {
      const c = L.cells[i];
      if (this.slots[i]) this.slots[i].visible = !picking;
      const rename = renameHint(seat, (d) => this.services.hub.hints(d));
      if (c) this.slots[i]?.show(seat, c.w, c.h, s, seatBadge(seat, i, options, handicap), seatRoundTrip(this.snapshot?.remote, i), rename);
      this.slots[i]?.setTargeted(i === this.target);
    });
    const room = this.board.fill(occupiedIndices(seats).length, L);
    if (L.joinCard) this.lanPanel.layout(L.joinCard, s, true);
    else this.lanPanel.layout({ x: room.x, y: L.title.y, w: room.right - room.x, h: L.title.h }, s);
    this.lanPanel.update(this.snapshot?.lan, this.snapshot?.nativePads, this.snapshot?.remote);
    this.panel.refresh();
    this.hints.show(chips, L.hints, s);
    this.pickers.draw();
  }
}
