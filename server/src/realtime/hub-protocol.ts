/**
 * The SignalR JSON hub protocol (dotnet/aspnetcore, src/SignalR/docs/specs/HubProtocol.md): every
 * message is a JSON text ended by the record separator; several may share one frame.
 */
export const RECORD_SEPARATOR = '\x1e';

export const MESSAGE_TYPE = {
  invocation: 1,
  streamItem: 2,
  completion: 3,
  streamInvocation: 4,
  cancelInvocation: 5,
  ping: 6,
  close: 7,
} as const;

export const PROTOCOL_MESSAGES = {
  badHandshake: 'Handshake was canceled.',
  unsupportedProtocol: (name: string) => `The protocol '${name}' is not supported.`,
  unsupportedVersion: (version: number) =>
    `The server does not support version ${version} of the 'json' protocol.`,
  badMessage: 'Connection closed with an error. The message could not be read.',
  unknownMethod: (name: string) => `Unknown hub method '${name}'`,
  streamsUnsupported: 'Streaming hub methods are not supported by this server.',
  serverStopping: 'The server is shutting down.',
  idle: 'Server timeout elapsed without receiving a message from the client.',
} as const;

/** One message as the wire carries it: its JSON and the separator. */
export const frameOf = (message: object): string => `${JSON.stringify(message)}${RECORD_SEPARATOR}`;

export const PING_FRAME = frameOf({ type: MESSAGE_TYPE.ping });
export const HANDSHAKE_OK_FRAME = frameOf({});

export const invocationFrame = (target: string, args: readonly unknown[]): string =>
  frameOf({ type: MESSAGE_TYPE.invocation, target, arguments: args });

export const closeFrame = (error: string | undefined, allowReconnect: boolean): string =>
  frameOf({
    type: MESSAGE_TYPE.close,
    ...(error ? { error } : {}),
    ...(allowReconnect ? { allowReconnect } : {}),
  });

export const completionFrame = (
  invocationId: string,
  outcome: { result: unknown } | { error: string },
): string => frameOf({ type: MESSAGE_TYPE.completion, invocationId, ...outcome });

/**
 * Splits received text into whole messages; what follows the last separator is an unfinished
 * message, kept by the caller until the rest arrives.
 */
export const splitMessages = (buffered: string): { messages: string[]; rest: string } => {
  const parts = buffered.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { messages: parts, rest };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type HandshakeResult = { ok: true } | { ok: false; error: string };

/** The client's first message: `{"protocol":"json","version":1}`. */
export const readHandshake = (text: string): HandshakeResult => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: PROTOCOL_MESSAGES.badHandshake };
  }
  if (!isRecord(parsed) || typeof parsed.protocol !== 'string' || typeof parsed.version !== 'number')
    return { ok: false, error: PROTOCOL_MESSAGES.badHandshake };
  if (parsed.protocol !== 'json')
    return { ok: false, error: PROTOCOL_MESSAGES.unsupportedProtocol(parsed.protocol) };
  if (parsed.version !== 1) return { ok: false, error: PROTOCOL_MESSAGES.unsupportedVersion(parsed.version) };
  return { ok: true };
};

export type ClientMessage =
  | { type: 'invocation'; invocationId: string | null; target: string; args: unknown[] }
  | { type: 'streamInvocation'; invocationId: string }
  | { type: 'ping' | 'cancel' | 'other' }
  | { type: 'close' };

/** A message after the handshake; null when it is not a hub message at all (the connection ends). */
export const readClientMessage = (text: string): ClientMessage | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.type !== 'number') return null;
  switch (parsed.type) {
    case MESSAGE_TYPE.invocation: {
      const { invocationId, target } = parsed;
      const args = parsed.arguments ?? [];
      if (typeof target !== 'string' || !Array.isArray(args)) return null;
      if (invocationId !== undefined && typeof invocationId !== 'string') return null;
      return { type: 'invocation', invocationId: invocationId ?? null, target, args };
    }
    case MESSAGE_TYPE.streamInvocation:
      return typeof parsed.invocationId === 'string'
        ? { type: 'streamInvocation', invocationId: parsed.invocationId }
        : null;
    case MESSAGE_TYPE.ping:
      return { type: 'ping' };
    case MESSAGE_TYPE.cancelInvocation:
      return { type: 'cancel' };
    case MESSAGE_TYPE.close:
      return { type: 'close' };
    default:
      // Stream items from the client, acks of stateful reconnect: nothing we take part in.
      return { type: 'other' };
  }
};
