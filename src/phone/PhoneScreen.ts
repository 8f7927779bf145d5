/** The controller's DOM: seat badge, stage text and feedback on a refused press; the pad of the view's game draws the controls. */
import type { GameId } from '@shared/game';
import type { PhonePress, PhoneView } from '@shared/phone-protocol';
import { PLAYER_COLORS } from '@shared/seats';
import { emblemOf, emblemSvgPath } from '@shared/seat-emblems';
import { byId } from './dom';
import { padFor, type MountedPad } from './games/registry';
import { markHint } from './games/hint-mark';
import { stageText } from './stage-text';
import { pt } from './i18n/phone-i18n';
import { colourName } from './i18n/page-text';
import { RulesSheet } from './rules-sheet';

/** Which part of the page shows. */
export type PhoneScreenId = 'connecting' | 'join' | 'wait' | 'pad' | 'queue';

/** Renders views into the page and reports presses; it holds no game logic. */
export class PhoneScreen {
  private readonly app = byId<HTMLElement>('app');
  private readonly padRoot = byId<HTMLElement>('pad');
  private readonly toastBox = byId<HTMLElement>('toast');
  private view: PhoneView | null = null;
  private endsAt: number | null = null;
  private pad: { readonly game: GameId; readonly mounted: MountedPad } | null = null;
  private lastPress = new Map<string, HTMLElement>();
  private toastTimer: ReturnType<typeof setTimeout> | null = null;
  /** The "?" button in the top bar and the game's rules sheet it opens. */
  private readonly rules = new RulesSheet(this.app.querySelector<HTMLElement>('.bar') ?? this.app, this.app);

  constructor(private readonly onPress: (press: PhonePress) => void) {
    setInterval(() => this.tick(), 250);
  }

  /** Shows one part of the page. */
  show(screen: PhoneScreenId): void {
    this.app.dataset['screen'] = screen;
  }

  /** The connection line in the top bar. */
  setNet(state: 'ok' | 'connecting' | 'down', text: string): void {
    const net = byId<HTMLElement>('net');
    net.dataset['state'] = state;
    byId('net-text').textContent = text;
  }

  /** Draws this seat's view: the shared badge and words, and the controls of its game's pad during a round. */
  render(view: PhoneView): void {
    this.view = view;
    this.endsAt = view.stageEndsIn === null ? null : performance.now() + view.stageEndsIn;
    const colour = PLAYER_COLORS[view.color] ?? PLAYER_COLORS[0];
    this.app.style.setProperty('--seat', `#${colour.hex.toString(16).padStart(6, '0')}`);
    document.getElementById('who-emblem')?.setAttribute('d', emblemSvgPath(emblemOf(view.color)));
    byId('who-name').textContent = view.name;
    byId('who-seat').textContent = pt('seat.line', { n: view.seat + 1, color: colourName(colour.name) });
    byId('wait-name').textContent = view.name;
    // The TV's reduced motion and large text (play.css; the phone's own prefers-reduced-motion counts too).
    document.documentElement.dataset['reducedMotion'] = String(view.display?.reducedMotion === true);
    document.documentElement.dataset['largeText'] = String(view.display?.largeText === true);
    this.app.dataset['stage'] = view.stage;
    this.app.dataset['game'] = view.game;
    this.rules.setGame(view.game);
    this.app.classList.toggle('paused', view.paused);
    const drawn = this.padOf(view.game)?.render(view) ?? false;
    // The live hint: the button of the play the host names for this stuck seat pulses (issue 30).
    markHint(this.padRoot, drawn ? view.hint : undefined);
    const round = view.stage === 'countdown' || view.stage === 'playing' || view.stage === 'stopped';
    this.show(drawn && round ? 'pad' : 'wait');
    const next = byId<HTMLButtonElement>('continue');
    next.hidden = view.continue === undefined;
    next.disabled = view.continue === 'pressed';
    next.textContent = pt(view.continue === 'pressed' ? 'wait.waiting' : 'wait.continue');
    this.tick();
  }

  /** A press of this seat was refused: buzz, shake the button and say why. */
  rejected(kind: string, slot: number | null, reason: string, late: boolean): void {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(late ? [60, 40, 60] : 120);
    const button = this.lastPress.get(`${kind}:${slot ?? ''}`);
    if (button) {
      button.classList.remove('shake');
      void button.offsetWidth;
      button.classList.add('shake');
    }
    this.toast(late ? pt('toast.late') : (this.pad?.mounted.reasonText(reason) ?? pt('toast.notNow')), late ? 'late' : 'bad');
  }

  /** A short message over the controls. */
  toast(text: string, tone: 'bad' | 'late' | 'info' = 'info'): void {
    this.toastBox.textContent = text;
    this.toastBox.dataset['tone'] = tone;
    this.toastBox.classList.add('on');
    if (this.toastTimer) clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => this.toastBox.classList.remove('on'), 1200);
  }

  /** The mounted pad of a game, changing pads when the game changes; null for a game without one. */
  private padOf(game: GameId): MountedPad | null {
    if (this.pad?.game === game) return this.pad.mounted;
    this.pad?.mounted.remove();
    this.pad = null;
    this.lastPress.clear();
    const pad = padFor(game);
    if (!pad) return null;
    const mounted = pad.mount({
      root: this.padRoot,
      press: (press, control) => {
        this.lastPress.set(`${press.do}:${press.slot ?? ''}`, control);
        control.classList.remove('shake');
        this.onPress(press);
      },
    });
    this.pad = { game, mounted };
    return mounted;
  }

  private tick(): void {
    if (!this.view) return;
    const left = this.endsAt === null ? null : Math.max(0, this.endsAt - performance.now());
    const text = stageText(this.view, left, this.pad?.mounted.stageText(this.view) ?? null);
    byId('banner').textContent = text.banner;
    byId('wait-title').textContent = text.title;
    byId('wait-text').textContent = text.detail;
  }
}
