/** What the phone says about the stage: a banner over the controls and a title and detail on the waiting screen. */
import type { PhoneView } from '@shared/phone-protocol';
import { ordinal, pt, ptCount } from './i18n/phone-i18n';

export { ordinal } from './i18n/phone-i18n';

/** The phone's words for one moment. */
export interface StageText {
  readonly banner: string;
  readonly title: string;
  readonly detail: string;
}

function standing(view: PhoneView): string {
  if (!view.score) return '';
  return pt('stage.standing', { total: view.score.total, place: ordinal(view.score.place), players: view.score.players });
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
  if (view.paused) return { banner: pt('stage.paused'), title: pt('stage.paused'), detail: pt('stage.pausedDetail') };
  if (view.frozen) return { banner: pt('stage.frozen'), title: pt('stage.frozen'), detail: '' };
  if (view.nextMatch) return { banner: '', title: pt('stage.nextMatchTitle'), detail: pt('stage.nextMatchDetail') };
  if (view.nextRound) return { banner: '', title: pt('stage.nextMatchTitle'), detail: pt('stage.nextRoundDetail') };
  const seconds = leftMs === null ? null : Math.ceil(leftMs / 1000);
  switch (view.stage) {
    case 'lobby':
      return { banner: '', title: pt('stage.lobbyTitle'), detail: pt('stage.lobbyDetail') };
    case 'countdown':
      return { banner: seconds ? pt('stage.getReadyIn', { s: seconds }) : pt('stage.getReady'), title: pt('stage.getReady'), detail: '' };
    case 'playing':
      return {
        banner: view.round === null ? pt('stage.go') : pt('stage.roundGo', { n: view.round }),
        title: pt('stage.playing'),
        detail: '',
      };
    case 'stopped':
      return { banner: pt('stage.roundOver'), title: pt('stage.roundOver'), detail: '' };
    case 'scores': {
      const round = view.score?.round;
      return {
        banner: '',
        title: round === null || round === undefined ? pt('stage.roundOver') : ptCount('stage.points', round, signed(round)),
        detail: standing(view),
      };
    }
    case 'standings':
      return { banner: '', title: pt('stage.standings'), detail: standing(view) || pt('stage.nextSoon') };
    case 'match-over':
      return { banner: '', title: pt(view.winner ? 'stage.won' : 'stage.matchOver'), detail: standing(view) };
    case 'howto':
      return { banner: '', title: pt('stage.howtoTitle'), detail: pt('stage.howtoDetail') };
  }
}
