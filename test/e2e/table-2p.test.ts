/** A 2-player round at the table: 1 scripted pad(s) and bots, from the lobby to the standings (test/e2e/table-round.ts). */
import { tableRound } from './table-round';

tableRound(2, 1);
