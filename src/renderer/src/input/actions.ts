/** What a press means: the menu actions every screen shares, and the open shape of a game's own actions. */

/** Which layer of bindings is live: menus (lobby, settings, pause) or the running table. */
export type InputMode = 'menu' | 'game';

/** The names of the menu actions. */
export type MenuActionKind = 'confirm' | 'back' | 'up' | 'down' | 'left' | 'right' | 'pause' | 'menu';

/** Every menu action name, in hint order. */
export const MENU_ACTION_KINDS: readonly MenuActionKind[] = ['confirm', 'back', 'up', 'down', 'left', 'right', 'pause', 'menu'];

/** A menu action; `pause` and `menu` also exist while the table runs. */
export type MenuAction = { readonly kind: MenuActionKind };

/**
 * A game's own action (or the command on its binding row before the device's state is applied): plain data named by
 * `kind`, which never reuses a menu action's name. Each game narrows it to its own union (games/<game>/input/).
 */
export interface GameAction {
  readonly kind: string;
}

/** Anything a device press can mean. */
export type InputAction = MenuAction | GameAction;

/** What a binding row triggers: a menu action, or a game's command that its GameInput resolves for the device. */
export type Command = InputAction;

/** Whether an action is a menu action (true for pause and menu in either mode). */
export function isMenuAction(action: InputAction): action is MenuAction {
  return (MENU_ACTION_KINDS as readonly string[]).includes(action.kind);
}
