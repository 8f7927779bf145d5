/** Ligretto Dice's phone pad: one big button per die in the seat's tray (tap to place it) and a reroll bar. */
import './pad.css';
import type { DicePhonePad } from '@shared/games/dice/phone';
import type { PhoneView } from '@shared/phone-protocol';
import { make, wireButton } from '../../dom';
import type { MountedPad, PadHost, PhonePad } from '../registry';

/** What the player reads when a press is refused, by Ligretto Dice's rejection reason. */
const REASON_TEXT: Readonly<Record<string, string>> = {
  'no-fit': 'No field for that die',
  'bad-die': 'That die is gone',
  'not-running': 'Wait for the start',
  locked: 'Still rolling',
  'unknown-player': 'You are not in this round',
  malformed: 'Not now',
  'wrong-phase': 'Not now',
  'match-over': 'The match is over',
};

const SYMBOL: Readonly<Record<string, string>> = { r: '●', y: '▲', g: '■', b: '◆' };
const WORD: Readonly<Record<string, string>> = { r: 'red', y: 'yellow', g: 'green', b: 'blue' };

class MountedDicePad implements MountedPad {
  private readonly grid = make('div', 'dice-grid');
  private readonly reroll = make('button', 'act reroll', 'Reroll');
  private key = '';

  constructor(private readonly host: PadHost) {
    this.grid.id = 'dice';
    this.reroll.id = 'btn-reroll';
    this.reroll.type = 'button';
    this.reroll.setAttribute('aria-label', 'Reroll all your dice');
    wireButton(this.reroll, () => this.host.press({ do: 'reroll' }, this.reroll));
    host.root.append(this.grid, this.reroll);
  }

  render(view: PhoneView): boolean {
    const pad: DicePhonePad | null = view.pad?.game === 'dice' ? view.pad : null;
    if (!pad) return false;
    const key = JSON.stringify(pad.dice);
    if (key === this.key) return true;
    this.key = key;
    this.grid.replaceChildren(
      ...pad.dice.map((d) => {
        const button = make('button', `act die ${d.color}${d.fits ? ' fits' : ''}`);
        button.type = 'button';
        button.dataset['die'] = String(d.die);
        button.append(make('span', 'sym', SYMBOL[d.color] ?? ''), make('span', 'value', d.value === null ? '?' : String(d.value)));
        button.setAttribute('aria-label', `Place the ${WORD[d.color] ?? ''} ${d.value ?? 'rolling'} die`);
        wireButton(button, () => this.host.press({ do: 'place', args: { die: d.die } }, button));
        return button;
      }),
    );
    return true;
  }

  reasonText(reason: string): string {
    return REASON_TEXT[reason] ?? 'Not now';
  }

  stageText(view: PhoneView): { banner: string } | null {
    if (view.stage !== 'stopped') return null;
    const by = view.pad?.game === 'dice' ? view.pad.finishedBy : null;
    return { banner: by ? `Ligretto! · ${by}` : 'Round over' };
  }

  remove(): void {
    this.grid.remove();
    this.reroll.remove();
  }
}

/** Ligretto Dice's pad. */
export const dicePad: PhonePad = { game: 'dice', mount: (host) => new MountedDicePad(host) };
