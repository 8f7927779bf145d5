/** Ligretto Dice's phone pad: one big button per die in the seat's tray (tap to place it) and a reroll bar. */
import './pad.css';
import type { DicePhonePad } from '@shared/games/dice/phone';
import type { PhoneView } from '@shared/phone-protocol';
import { make, wireButton } from '../../dom';
import type { MountedPad, PadHost, PhonePad } from '../pad-contract';
import { tagPress } from '../hint-mark';
import { padText, type PadKey } from './i18n';

/** What the player reads when a press is refused, by Ligretto Dice's rejection reason. */
const REASON_KEY: Readonly<Record<string, PadKey>> = {
  'no-fit': 'dice.no-fit',
  'bad-die': 'dice.bad-die',
  'not-running': 'reason.wait-start',
  locked: 'dice.locked',
  'unknown-player': 'reason.not-in-round',
  malformed: 'toast.notNow',
  'wrong-phase': 'toast.notNow',
  'match-over': 'reason.match-over',
  'table-full': 'toast.notNow',
};

const SYMBOL: Readonly<Record<string, string>> = { r: '●', y: '▲', g: '■', b: '◆' };
const WORD: Readonly<Record<string, PadKey>> = { r: 'dice.r', y: 'dice.y', g: 'dice.g', b: 'dice.b' };

class MountedDicePad implements MountedPad {
  private readonly grid = make('div', 'dice-grid');
  private readonly reroll = make('button', 'act reroll', padText('dice.reroll'));
  private key = '';

  constructor(private readonly host: PadHost) {
    this.grid.id = 'dice';
    this.reroll.id = 'btn-reroll';
    this.reroll.type = 'button';
    this.reroll.setAttribute('aria-label', padText('dice.rerollAria'));
    tagPress(this.reroll, { do: 'reroll' });
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
        const word = WORD[d.color];
        button.setAttribute(
          'aria-label',
          padText('dice.place', { color: word ? padText(word) : '', value: d.value ?? padText('dice.rolling') }),
        );
        const press = { do: 'place', args: { die: d.die } } as const;
        tagPress(button, press);
        wireButton(button, () => this.host.press(press, button));
        return button;
      }),
    );
    return true;
  }

  reasonText(reason: string): string {
    return padText(REASON_KEY[reason] ?? 'toast.notNow');
  }

  stageText(view: PhoneView): { banner: string } | null {
    if (view.stage !== 'stopped') return null;
    const by = view.pad?.game === 'dice' ? view.pad.finishedBy : null;
    return { banner: by ? padText('dice.stop', { name: by }) : padText('stage.roundOver') };
  }

  remove(): void {
    this.grid.remove();
    this.reroll.remove();
  }
}

/** Ligretto Dice's pad. */
export const dicePad: PhonePad = { game: 'dice', mount: (host) => new MountedDicePad(host) };
