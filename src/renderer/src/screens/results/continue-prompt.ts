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
 * ("Ana: press A to continue"), then everyone else still to press with theirs; when the screen moves on by itself,
 * the plain hint.
 */
export function continuePrompt(snapshot: Snapshot | null): ContinuePrompt {
  const wait = snapshot?.waiting ?? null;
  if (!snapshot || !wait) return { main: t('scores.continueHint'), others: '' };
  if (wait.host === null) return { main: t('results.anyContinue'), others: '' };
  const seatWords = (seat: number): { name: string; button: string } => {
    const s = snapshot.seats[seat];
    return { name: s?.name ?? '', button: confirmWord(s?.input ?? null) };
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
