/**
 * The phone page's connection to its host, LAN socket or relay room alike, and a stand-in that loads the relay client
 * (colyseus.js, its own chunk) only on the relay's phone page: the LAN page never downloads it.
 */
import type { PhoneMessage } from '@shared/phone-protocol';

/** What the page needs of its connection. */
export interface ControllerSocket {
  readonly open: boolean;
  connect(): void;
  healthy(): void;
  send(msg: PhoneMessage): void;
  stop(): void;
}

/**
 * A socket whose implementation is still loading: closed until it arrives (a send is dropped, as on any closed
 * socket: the page says hello again once open); a connect or stop asked for meanwhile is done once it is there.
 * `failed` hears a load that did not work (the page says the network is down and a reload helps).
 */
export function deferredSocket(load: () => Promise<ControllerSocket>, failed: (error: unknown) => void): ControllerSocket {
  let real: ControllerSocket | null = null;
  let wantConnect = false;
  let stopped = false;
  void load().then(
    (socket) => {
      real = socket;
      if (stopped) socket.stop();
      else if (wantConnect) socket.connect();
    },
    (error: unknown) => failed(error),
  );
  return {
    get open() {
      return real?.open ?? false;
    },
    connect: () => (real ? real.connect() : void (wantConnect = true)),
    healthy: () => real?.healthy(),
    send: (msg) => real?.send(msg),
    stop: () => (real ? real.stop() : void (stopped = true)),
  };
}
