/** Raw HTTP, TCP and WebSocket probes for the security tests, from a chosen loopback source address (Linux: all of 127/8). */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';

/** An HTTP GET's status and headers; status 0 when the server closed the connection without answering. */
export function httpGet(
  port: number,
  path: string,
  headers: Record<string, string>,
  from = '127.0.0.1',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, headers, localAddress: from, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', () => resolve({ status: 0, headers: {} }));
    req.end();
  });
}

/** Opens a TCP connection that never sends a byte; resolves once it is connected (or null when refused at once). */
export function idleConnection(port: number, from: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: from }, () => resolve(socket));
    socket.on('error', reject);
  });
}

/** A WebSocket's upgrade result: the open socket, or the HTTP status that refused it. */
export function openSocket(
  port: number,
  path: string,
  headers: Record<string, string>,
  from = '127.0.0.1',
): Promise<{ ws: WebSocket; status: 101 } | { ws: null; status: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers, localAddress: from });
    ws.on('open', () => resolve({ ws, status: 101 }));
    ws.on('unexpected-response', (_req, res) => {
      resolve({ ws: null, status: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.on('error', () => resolve({ ws: null, status: 0 }));
  });
}

/** Resolves with the close code once the socket closes. */
export function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    if (ws.readyState === ws.CLOSED) resolve(-1);
    ws.once('close', (code) => resolve(code));
  });
}

/** The next text message on a socket, parsed. */
export function nextMessage(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) => ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString('utf8')))));
}

/**
 * Sends raw request text on a fresh connection and resolves with everything the server wrote (status line,
 * headers and body) once the whole answer (by its Content-Length) is in or the server closes the connection.
 */
export function rawExchange(port: number, text: string, from = '127.0.0.1'): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: '127.0.0.1', port, localAddress: from }, () => socket.write(text));
    const done = (): void => resolve(Buffer.concat(chunks).toString('latin1'));
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
      // A complete answer with Content-Length: stop reading (the server may keep the connection alive).
      const all = Buffer.concat(chunks).toString('latin1');
      const end = all.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(all)?.[1];
      if (end !== -1 && length !== undefined && all.length - end - 4 >= Number(length)) {
        socket.destroy();
        done();
      }
    });
    socket.on('close', done);
    socket.on('error', done);
  });
}

/** A WebSocket upgrade request's text. */
export function upgradeText(path: string, headers: Record<string, string>): string {
  const lines = [`GET ${path} HTTP/1.1`, 'Upgrade: websocket', 'Connection: Upgrade', 'Sec-WebSocket-Version: 13'];
  lines.push('Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==');
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
