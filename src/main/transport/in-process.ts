/** The in-process transport: a view in the same process, through the same JSON and validation as the others. */
import { decodeHostMessage, type Decoded } from '@shared/protocol-schema';
import type { ClientMessage, HostMessage } from '@shared/protocol';
import type { Session } from '../session/Session';
import type { ViewRole } from '@shared/stream-schema';

/** A view's end of a connection. */
export interface ClientLink {
  send(msg: ClientMessage): void;
  close(): void;
}

/** Connects a view in this process that decodes host messages with `decode` (its games' schemas). */
export function connectInProcessWith<M>(
  session: Session,
  decode: (raw: unknown) => Decoded<M>,
  onMessage: (msg: M) => void,
  role: ViewRole = 'tv',
): ClientLink {
  let open = true;
  const handle = session.connect(
    {
      send: (msg) => {
        const text = JSON.stringify(msg);
        queueMicrotask(() => {
          if (!open) return;
          const decoded = decode(text);
          if (decoded.ok) onMessage(decoded.msg);
        });
      },
      close: () => {
        open = false;
      },
    },
    role,
  );
  return {
    send: (msg) => {
      if (open) handle.receive(JSON.stringify(msg));
    },
    close: () => {
      open = false;
      handle.close();
    },
  };
}

/** Connects a view in this process (the TV, or a read-only stream view); messages cross as JSON text, delivered asynchronously. */
export function connectInProcess(session: Session, onMessage: (msg: HostMessage) => void, role: ViewRole = 'tv'): ClientLink {
  return connectInProcessWith(session, decodeHostMessage, onMessage, role);
}
