/** What the phone says about the stage: a banner over the controls and a title and detail on the waiting screen. */
import type { PhoneView } from '@shared/phone-protocol';

/** The phone's words for one moment. */
export interface StageText {
  readonly banner: string;
  readonly title: string;
  readonly detail: string;
}

/** "1st", "2nd", "3rd", "4th", … "11th", "12th". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function standing(view: PhoneView): string {
  if (!view.score) return '';
  return `Total ${view.score.total} · ${ordinal(view.score.place)} of ${view.score.players}`;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The texts for a view, `leftMs` being the time left in a timed stage; `own` are the game pad's words for the moment. */
export function stageText(view: PhoneView, leftMs: number | null, own: Partial<StageText> | null = null): StageText {
  if (view.paused || view.frozen || own === null) return sharedText(view, leftMs);
  return { ...sharedText(view, leftMs), ...own };
}

function sharedText(view: PhoneView, leftMs: number | null): StageText {
  if (view.paused) return { banner: 'Paused', title: 'Paused', detail: 'The game is paused on the TV.' };
  if (view.frozen) return { banner: 'Getting your seat back…', title: 'Getting your seat back…', detail: '' };
  const seconds = leftMs === null ? null : Math.ceil(leftMs / 1000);
  switch (view.stage) {
    case 'lobby':
      return { banner: '', title: "You're in!", detail: 'Watch the TV: the host starts the match.' };
    case 'countdown':
      return { banner: seconds ? `Get ready… ${seconds}` : 'Get ready…', title: 'Get ready…', detail: '' };
    case 'playing':
      return { banner: view.round === null ? 'Go!' : `Round ${view.round}: go!`, title: 'Playing', detail: '' };
    case 'stopped':
      return { banner: 'Round over', title: 'Round over', detail: '' };
    case 'scores': {
      const round = view.score?.round;
      return {
        banner: '',
        title: round === null || round === undefined ? 'Round over' : `${signed(round)} points`,
        detail: standing(view),
      };
    }
    case 'standings':
      return { banner: '', title: 'Standings', detail: standing(view) || 'Next round soon.' };
    case 'match-over':
      return { banner: '', title: view.winner ? 'You won!' : 'Match over', detail: standing(view) };
  }
}
