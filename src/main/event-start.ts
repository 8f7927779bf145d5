/** The app's way to start an event: an "Event" menu and an IPC call, both validated, both ending in launchEvent. */
import { BrowserWindow, dialog, ipcMain, Menu, type MenuItemConstructorOptions } from 'electron';
import { IpcChannel } from '@shared/channels';
import type { EventStartRequest, EventStartResult } from '@shared/event/event-start';
import { startEventRequest, type EventStartDeps } from './event-start-request';
import type { RendererLocation } from './renderer-location';
import type { Session } from './session/Session';
import { launchEvent } from './storage/event-launch';
import type { NoticeDraft } from './storage/notices';
import { isTrustedSender } from './trusted-sender';

const LIST_FILTERS = [{ name: 'Entrant list', extensions: ['txt', 'csv'] }];

async function chooseList(): Promise<string | null> {
  const window = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
  const options = { title: 'Entrant list (one name per line, or a CSV file)', filters: LIST_FILTERS, properties: ['openFile' as const] };
  const result = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
  return result.canceled ? null : (result.filePaths[0] ?? null);
}

/** Registers the IPC handler (our own page only) and the application menu's Event entries. */
export function setupEventStart(
  session: Session,
  root: string,
  location: RendererLocation,
  log: (line: string) => void,
  notify: (draft: NoticeDraft) => void,
): void {
  const deps: EventStartDeps = { choose: chooseList, launch: (launch) => launchEvent(session, root, launch, log, notify) };
  const run = (raw: unknown): Promise<EventStartResult> =>
    startEventRequest(raw, deps).then((result) => {
      if (!result.ok && !result.cancelled) {
        log(`event not started: ${result.error}`);
        dialog.showErrorBox('The event could not start', result.error);
      }
      return result;
    });
  ipcMain.handle(IpcChannel.eventStart, (event, raw: unknown) => {
    const url = event.senderFrame?.url ?? '';
    if (!isTrustedSender(url, location)) {
      log(`IPC refused from untrusted sender: ${url || 'unknown frame'}`);
      throw new Error('untrusted sender');
    }
    return run(raw);
  });
  const start = (source: EventStartRequest['source'], format: EventStartRequest['format']): MenuItemConstructorOptions => ({
    label: source === 'resume' ? 'Resume the unfinished event' : `New event: ${format.replace('-', ' ')}…`,
    click: () => void run({ source, format }),
  });
  const template: MenuItemConstructorOptions[] = [
    { role: 'fileMenu' },
    {
      label: 'Event',
      submenu: [
        start('file', 'round-robin'),
        start('file', 'winner-stays'),
        start('file', 'open-table'),
        { type: 'separator' },
        start('resume', 'round-robin'),
      ],
    },
    { role: 'viewMenu' },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
