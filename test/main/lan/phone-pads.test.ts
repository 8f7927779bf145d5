/** The phone pad seam: the view names its game, the LAN server adds that game's pad part, the page picks the pad by game. */
import { describe, expect, it } from 'vitest';
import { botRegistry, ligrettoBot } from '@bots/index';
import { ligrettoRules } from '@engine/ligretto/rules';
import { gameRegistry } from '@engine/registry';
import { phoneViewFor } from '@main/lan/phone-view';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { padFor, PHONE_PADS } from '@phone/games/registry';
import { phoneViewSchema } from '@shared/phone-protocol-schema';
import { PROTOCOL_VERSION } from '@shared/protocol';
import { toyBot, toyRules } from '../../support/toy-game';
import { flush } from '../session/harness';

describe('phone pads per game', () => {
  it('the page has a pad for each of the three games; a game without one gets none (phones then show the waiting screen)', () => {
    expect(PHONE_PADS.map((p) => p.game)).toEqual(['ligretto', 'dice', 'coloretto']);
    expect(padFor('ligretto')?.game).toBe('ligretto');
    expect(padFor('dice')?.game).toBe('dice');
    expect(padFor('coloretto')?.game).toBe('coloretto');
    expect(padFor('toy-presses')).toBeNull();
  });

  it("a phone seated at a game without a pad gets the shared view from that game's rules: round, score, winner", async () => {
    const clock = new ManualClock();
    const games = gameRegistry([ligrettoRules, toyRules]);
    const session = new Session({
      autoAdvance: true,
      clock,
      seed: () => 3,
      log: () => undefined,
      games,
      bots: botRegistry([ligrettoBot, toyBot]),
    });
    const view = session.connect({ send: () => undefined, close: () => undefined });
    view.receive({ t: 'hello', protocol: PROTOCOL_VERSION });
    view.receive({ t: 'lobby', cmd: { op: 'set-game', game: 'toy-presses' } });
    view.receive({ t: 'lobby', cmd: { op: 'join', input: { kind: 'phone', id: 'p1' }, name: 'Ann' } });
    view.receive({ t: 'lobby', cmd: { op: 'add-bot', level: 'instant' } });
    await flush();
    expect(phoneViewFor(session.snapshot(), 0, games)).toMatchObject({ game: 'toy-presses', stage: 'lobby', round: null, pad: null });
    view.receive({ t: 'control', op: 'start-match' });
    for (let i = 0; i < 100 && session.snapshot().stage !== 'match-over'; i++) {
      clock.advance(100);
      await flush();
    }
    const over = phoneViewFor(session.snapshot(), 0, games);
    // Ann never pressed: the bot won the one round.
    expect(over).toMatchObject({ game: 'toy-presses', stage: 'match-over', round: 1, pad: null, winner: false });
    expect(over?.score).toEqual({ round: 0, total: 0, place: 2, players: 2 });
    expect(phoneViewSchema.safeParse(over).success).toBe(true);
  });
});
