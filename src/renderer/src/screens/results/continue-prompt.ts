/** The "press A to continue" line of a results screen: who presses what, and who is still waited for. */
import type { Snapshot } from '@shared/protocol';
import { stillWaiting } from '@shared/results-wait';
import { formatList, t } from '../../i18n/i18n';
import { confirmWord } from '../../input/device-words';

/** The prompt as two lines: what moves on now, and who else could (empty when nobody). */
export interface ContinuePrompt {
  readonly main: string;
  readonly others: string;
}

/**
 * What the results screen asks for. While the host session waits: the host seat's name with its own confirm button
 * ("Ana presses A to continue"), then everyone else still to press with theirs ("— or everyone else presses their
 * button: Bo (✕) and Cy (phone)"); when the screen moves on by itself, the plain hint. A stream view's viewers press
 * nothing: they are told the players go on when ready (`viewer`).
 */
export function continuePrompt(snapshot: Snapshot | null, viewer = false): ContinuePrompt {
  if (viewer) return { main: t('results.viewerWait'), others: '' };
  const wait = snapshot?.waiting ?? null;
  if (!snapshot || !wait) return { main: t('scores.continueHint'), others: '' };
  if (wait.host === null) return { main: t('results.anyContinue'), others: '' };
  const seatWords = (seat: number): { name: string; button: string } => {
    const s = snapshot.seats[seat];
    const input = s?.input ?? null;
    // The phone's own word is a whole sentence ("Continue on the phone"): in a list, just "phone".
    return { name: s?.name ?? '', button: input?.kind === 'phone' ? t('results.onPhone') : confirmWord(input) };
  };
  const rest = stillWaiting(wait).map((seat) => {
    const w = seatWords(seat);
    return t('results.personButton', w);
  });
  return {
    main: t('results.hostContinue', seatWords(wait.host)),
    others: rest.length === 0 ? '' : t('results.orEveryone', { names: formatList(rest) }),
  };
}
