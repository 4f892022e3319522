import { timingSafeEqual } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { z } from 'zod';

/**
 * The local channel on a data folder's lock socket. A request is one JSON line; the answer is one
 * JSON line, followed for a backup by exactly `bytes` bytes of the snapshot.
 *
 *   {"op":"who"}                 → {"ok":true,"holder":{pid,startedAt,dataDir,role}}
 *   {"op":"backup","key":"…"}    → {"ok":true,"bytes":N} + N bytes
 *   anything refused             → {"ok":false,"message":"…"}
 *
 * Who holds the folder is no secret (ps shows as much). A backup holds every record, so it needs
 * the key the holder wrote into the data folder (mode 0600): whoever may read the folder may ask.
 */
export type DataFolderRole = 'server' | 'backup' | 'restore';

export const holderSchema = z.object({
  pid: z.number().int(),
  startedAt: z.string(),
  dataDir: z.string(),
  role: z.enum(['server', 'backup', 'restore']),
});
export type DataFolderHolder = z.infer<typeof holderSchema>;

const requestSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('who') }),
  z.object({ op: z.literal('backup'), key: z.string().max(200) }),
]);
export type ChannelRequest = z.infer<typeof requestSchema>;

const answerSchema = z.union([
  z.object({ ok: z.literal(true), holder: holderSchema }),
  z.object({ ok: z.literal(true), bytes: z.number().int().min(0) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type ChannelAnswer = z.infer<typeof answerSchema>;

/** A request line longer than this is not one of ours. */
const MAX_REQUEST_BYTES = 4096;

export interface ChannelHandlers {
  holder: DataFolderHolder;
  key: string;
  /** The snapshot for a backup; null while this holder has nothing to back up (not yet open). */
  snapshot: () => Promise<Buffer> | null;
}

const sameKey = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const answer = (socket: Socket, value: ChannelAnswer, payload?: Buffer) => {
  socket.write(`${JSON.stringify(value)}\n`);
  if (payload) socket.write(payload);
  socket.end();
};

const handleRequest = async (socket: Socket, line: string, handlers: ChannelHandlers): Promise<void> => {
  let request: ChannelRequest;
  try {
    request = requestSchema.parse(JSON.parse(line));
  } catch {
    answer(socket, { ok: false, message: 'Unknown request' });
    return;
  }
  if (request.op === 'who') {
    answer(socket, { ok: true, holder: handlers.holder });
    return;
  }
  if (!sameKey(request.key, handlers.key)) {
    answer(socket, {
      ok: false,
      message: 'Wrong channel key: run the backup as a user who may read the data folder',
    });
    return;
  }
  const pending = handlers.snapshot();
  if (!pending) {
    answer(socket, {
      ok: false,
      message: `The ${handlers.holder.role} holding the folder cannot take a backup now`,
    });
    return;
  }
  try {
    const snapshot = await pending;
    answer(socket, { ok: true, bytes: snapshot.length }, snapshot);
  } catch (error) {
    answer(socket, {
      ok: false,
      message: `The backup failed: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
};

/** Serves one connection on the holder's side. */
/** How long a client may take to send its request line. */
const REQUEST_TIMEOUT_MS = 5_000;

export const serveChannel = (socket: Socket, handlers: ChannelHandlers): void => {
  let received = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  // A client that connects and says nothing must not hold a descriptor forever; once its request
  // line is in, the answer (a dump may take seconds) has no such limit.
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  const onData = (chunk: string) => {
    received += chunk;
    const end = received.indexOf('\n');
    if (end === -1 && received.length <= MAX_REQUEST_BYTES) return;
    socket.off('data', onData);
    socket.setTimeout(0);
    if (end === -1) {
      socket.destroy();
      return;
    }
    void handleRequest(socket, received.slice(0, end), handlers);
  };
  socket.on('data', onData);
};

export interface ChannelReply {
  answer: ChannelAnswer;
  payload: Buffer;
}

/** Sends one request to the folder's holder and reads its whole answer. */
export const askHolder = (
  socketPath: string,
  request: ChannelRequest,
  timeoutMs: number,
): Promise<ChannelReply> =>
  new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error('The process holding the folder did not answer')),
    );
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf(0x0a);
      try {
        if (end === -1) throw new Error('The process holding the folder gave no answer');
        const parsed = answerSchema.parse(JSON.parse(all.subarray(0, end).toString('utf8')));
        resolve({ answer: parsed, payload: all.subarray(end + 1) });
      } catch (error) {
        reject(error);
      }
    });
  });
