import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Envelope } from '@backoffice/shared/envelope';
import { HUB_PATHS, type HubName } from '@backoffice/shared/realtime/hub-contract';
import { type WebSocket, WebSocketServer } from 'ws';
import { API_BASE } from '../api-routes.js';
import { ApiError, badRequest, conflict, forbidden } from '../http/api-error.js';
import { CORS_MESSAGES } from '../http/cors.js';
import { connectionFor, HUB_HTTP_MESSAGES, HUB_MESSAGE_LIMIT_BYTES } from './hub-http.routes.js';
import { upgradeOriginAllowed } from './hub-origin.js';
import type { HubCore } from './hub-server.js';

/** Answers a refused upgrade with our usual envelope and closes the socket. */
const refuse = (socket: Duplex, code: number, message: string) => {
  if (socket.destroyed) return;
  const body = JSON.stringify({ Code: code, Message: message, Data: null } satisfies Envelope<null>);
  socket.end(
    `HTTP/1.1 ${code} ${STATUS_CODES[code] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};

const HUB_OF_PATH = new Map<string, HubName>(
  Object.entries(HUB_PATHS).map(([name, path]) => [`${API_BASE}${path}`, name as HubName]),
);

/**
 * The HTTP server's 'upgrade' listener for the hub paths: the connection must have been negotiated
 * by the same caller (token checked again), come from an allowed Origin, and have no transport yet.
 */
export const hubUpgradeHandler = (core: HubCore) => {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: HUB_MESSAGE_LIMIT_BYTES });

  const admit = async (req: IncomingMessage, socket: Duplex, head: Buffer, hub: HubName, id: string) => {
    const connection = await connectionFor(core, req, hub, id);
    if (!(await upgradeOriginAllowed(core.deps, req, connection.principal.companyId)))
      throw forbidden(CORS_MESSAGES.originRefused);
    // Checked and claimed in one step, after the awaits: of two sockets for one id, one wins.
    if (connection.transport !== null || !connection.isOpen) throw conflict(HUB_HTTP_MESSAGES.otherTransport);
    let open: WebSocket | null = null;
    connection.attach('WebSockets', {
      write: (frame) => open?.send(frame),
      end: () => open?.close(1000),
    });
    sockets.handleUpgrade(req, socket, head, (ws) => {
      open = ws;
      core.sockets.add(ws);
      connection.lastHeardAt = Date.now();
      ws.on('message', (data) => {
        const bytes = Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.isBuffer(data)
            ? data
            : Buffer.from(data);
        connection.receive(bytes.toString('utf8'), Date.now());
      });
      ws.on('close', () => {
        core.sockets.delete(ws);
        connection.end();
      });
      ws.on('error', () => ws.terminate());
      if (!connection.isOpen) ws.close(1000);
    });
  };

  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://hub.invalid');
    const hub = HUB_OF_PATH.get(url.pathname);
    if (!hub) {
      refuse(socket, 404, `No such endpoint: GET ${url.pathname}`);
      return;
    }
    // A reset while the token is checked must not become an unhandled 'error'.
    socket.on('error', () => socket.destroy());
    const id = url.searchParams.get('id');
    if (!id) {
      refuse(socket, 400, badRequest(HUB_HTTP_MESSAGES.missingId).message);
      return;
    }
    admit(req, socket, head, hub, id).catch((error: unknown) => {
      if (error instanceof ApiError) refuse(socket, error.code, error.message);
      else {
        core.deps.logger.error({ err: error }, 'hub upgrade failed');
        refuse(socket, 500, 'The server could not open the connection.');
      }
    });
  };
};
