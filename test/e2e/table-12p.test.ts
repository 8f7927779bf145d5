/** A 12-player round at the table: 4 scripted pad(s) and bots, from the lobby to the standings (test/e2e/table-round.ts). */
import { tableRound } from './table-round';

tableRound(12, 4);
