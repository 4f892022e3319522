import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** Node's parser errors a client can cause, with the status and message the envelope gives them. */
const PARSER_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: 'The request line and headers are too large (at most 16 KB): send long values in the body.',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    message: 'The request body is not well-formed: its chunk extensions are too large.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};
const MALFORMED = { status: 400, message: 'The request is not well-formed HTTP.' };
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

const envelopeResponse = (status: number, message: string): string => {
  const body = JSON.stringify({ Code: status, Message: message, Data: null });
  return [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
};

/**
 * Requests Node refuses before any route sees them (headers over its 16 KB limit, broken HTTP) are
 * answered in the envelope like every other refusal, instead of Node's bare status line. Errors of
 * a connection that is already gone are left to close quietly.
 */
export const answerClientErrorsInEnvelope = (server: Server): void => {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // Node's own check: a socket no longer writable is gone. (Bytes written before are earlier answers
    // on a kept-alive connection, not a reason to drop this one without a word.)
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = (error.code && PARSER_ERRORS[error.code]) || MALFORMED;
    socket.end(envelopeResponse(status, message));
  });
};
