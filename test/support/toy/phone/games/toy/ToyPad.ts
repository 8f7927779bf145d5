/** The toy game's phone pad: one big Press button and the seat's count towards the target. */
import type { PhonePress, PhoneView } from '@shared/phone-protocol';
import { toyPhonePadSchema, type ToyPhonePad } from '../../../shared/games/toy/contract';
import { make, wireButton } from '@phone/dom';
import type { MountedPad, PadHost, PhonePad } from '@phone/games/pad-contract';
import { tw } from './i18n';

/**
 * The press this pad sends. Its kind is the toy's, which the phone protocol's union holds once the toy is registered
 * (its contract in src/shared/games/registered.ts); kept under test/support/toy/ the union does not name it yet.
 */
const PRESS = { do: 'press' } as unknown as PhonePress;

/** The toy's part of a view, read with its own schema. */
function toyPadOf(view: PhoneView): ToyPhonePad | null {
  const parsed = toyPhonePadSchema.safeParse(view.pad);
  return parsed.success ? parsed.data : null;
}

class MountedToyPad implements MountedPad {
  private readonly button = make('button', 'act toy-press', tw('press'));
  private readonly count = make('div', 'toy-count');

  constructor(private readonly host: PadHost) {
    this.button.id = 'btn-toy-press';
    this.button.type = 'button';
    this.button.style.cssText = 'width:100%;min-height:40vh;font-size:2.5rem';
    this.count.style.cssText = 'text-align:center;font-size:2rem;margin:1rem 0';
    wireButton(this.button, () => this.host.press(PRESS, this.button));
    host.root.append(this.count, this.button);
  }

  render(view: PhoneView): boolean {
    const pad = toyPadOf(view);
    if (!pad) return false;
    this.count.textContent = tw('count', { n: pad.presses, target: pad.target });
    this.count.dataset['presses'] = String(pad.presses);
    this.button.disabled = !pad.running;
    return true;
  }

  reasonText(): string {
    return tw('wait');
  }

  stageText(view: PhoneView): { title: string } | null {
    const pad = toyPadOf(view);
    return pad?.winner ? { title: tw('won', { name: pad.winner }) } : null;
  }

  remove(): void {
    this.button.remove();
    this.count.remove();
  }
}

/** The toy's pad. */
export const toyPad: PhonePad = { game: 'toy-presses', mount: (host) => new MountedToyPad(host) };
