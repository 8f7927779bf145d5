/** Builds every screen once; the navigation shows one at a time. */
import { ControlsScreen } from '../screens/ControlsScreen';
import { LobbyScreen } from '../screens/LobbyScreen';
import { MatchEndScreen } from '../screens/MatchEndScreen';
import { NightEndScreen } from '../screens/NightEndScreen';
import { PauseOverlay } from '../screens/PauseOverlay';
import { PlayersScreen } from '../screens/PlayersScreen';
import { ReplaysScreen } from '../screens/ReplaysScreen';
import { NoticeLayer } from '../screens/saves/NoticeLayer';
import { ScoresScreen } from '../screens/ScoresScreen';
import { SettingsScreen } from '../screens/SettingsScreen';
import { StandingsScreen } from '../screens/StandingsScreen';
import { GAME_UIS, type AnyTableDescription } from '@renderer/games/registry';
import { TitleScreen } from '../screens/TitleScreen';
import { EventScreen } from '../screens/event/EventScreen';
import { GameTables } from './GameTables';
import type { AppServices, Screen, ScreenId } from './Screen';

/** The screens by id (the table is each registered game's), the pause overlay, the storage notices, and the tables (the tests read them). */
export function buildScreens(services: AppServices): {
  screens: Map<ScreenId, Screen>;
  overlay: Screen;
  notices: NoticeLayer;
  table: GameTables<AnyTableDescription>;
} {
  const table = new GameTables<AnyTableDescription>(services, GAME_UIS);
  const list: Screen[] = [
    new TitleScreen(services),
    new LobbyScreen(services),
    table,
    new ScoresScreen(services),
    new StandingsScreen(services),
    new MatchEndScreen(services),
    new SettingsScreen(services),
    new ControlsScreen(services),
    new ReplaysScreen(services),
    new PlayersScreen(services),
    new EventScreen(services),
    new NightEndScreen(services),
  ];
  return { screens: new Map(list.map((s) => [s.id, s])), overlay: new PauseOverlay(services), notices: new NoticeLayer(services), table };
}
