import type { HubName } from '@backoffice/shared/realtime/hub-contract';
import { callerKey, type HubPrincipal } from './hub-auth.js';
import {
  closeFrame,
  completionFrame,
  frameOf,
  HANDSHAKE_OK_FRAME,
  PROTOCOL_MESSAGES,
  readClientMessage,
  readHandshake,
  splitMessages,
} from './hub-protocol.js';

export type HubTransportName = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

/** Where a connection's frames go: a socket, an event stream, or a long-polling queue. */
export interface HubSink {
  write: (frame: string) => void;
  /** Ends the transport (closes the socket, ends the stream, answers 204 to polls). */
  end: () => void;
}

/** A hub method's refusal: its message goes back to the caller in the Completion, as is. */
export class HubMethodError extends Error {}

export type HubMethod = (connection: HubConnection, args: unknown[]) => Promise<unknown>;

const UNEXPECTED = (target: string) => `An unexpected error occurred invoking '${target}' on the server.`;

/**
 * One negotiated connection, whatever its transport: the handshake, the messages from the client,
 * invocations and their completions, and the frames the server sends.
 */
export class HubConnection {
  readonly key: string;
  transport: HubTransportName | null = null;
  private sink: HubSink | null = null;
  private handshaken = false;
  private received = '';
  private closed = false;
  /** When the client last sent anything: a silent client is dropped (it pings every 15 s). */
  lastHeardAt: number;

  constructor(
    readonly connectionId: string,
    readonly connectionToken: string,
    readonly hub: HubName,
    readonly principal: HubPrincipal,
    private readonly methods: ReadonlyMap<string, HubMethod>,
    private readonly onClosed: (connection: HubConnection) => void,
    private readonly onError: (error: unknown, target: string) => void,
    now: number,
  ) {
    this.key = callerKey(principal);
    this.lastHeardAt = now;
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Events flow only after the handshake, as the client expects its answer first. */
  get isReady(): boolean {
    return this.handshaken && !this.closed;
  }

  attach(transport: HubTransportName, sink: HubSink): void {
    this.transport = transport;
    this.sink = sink;
  }

  send(frame: string): void {
    if (this.isReady) this.sink?.write(frame);
  }

  /** Text from the client: any number of whole messages, possibly the start of the next one. */
  receive(text: string, now: number): void {
    if (this.closed) return;
    this.lastHeardAt = now;
    const { messages, rest } = splitMessages(this.received + text);
    this.received = rest;
    for (const message of messages) {
      if (this.closed) return;
      if (!this.handshaken) this.handshake(message);
      else this.handle(message);
    }
  }

  private handshake(text: string): void {
    const result = readHandshake(text);
    if (!result.ok) {
      this.sink?.write(frameOf({ error: result.error }));
      this.end();
      return;
    }
    this.handshaken = true;
    this.sink?.write(HANDSHAKE_OK_FRAME);
  }

  private handle(text: string): void {
    const message = readClientMessage(text);
    if (message === null) {
      this.close(PROTOCOL_MESSAGES.badMessage, false);
      return;
    }
    if (message.type === 'close') {
      this.end();
      return;
    }
    if (message.type === 'streamInvocation') {
      this.send(completionFrame(message.invocationId, { error: PROTOCOL_MESSAGES.streamsUnsupported }));
      return;
    }
    if (message.type === 'invocation') void this.invoke(message.invocationId, message.target, message.args);
    // Pings only keep the connection alive (lastHeardAt); cancellations have nothing to cancel.
  }

  private async invoke(invocationId: string | null, target: string, args: unknown[]): Promise<void> {
    const method = this.methods.get(target.toLowerCase());
    let outcome: { result: unknown } | { error: string };
    if (!method) {
      outcome = { error: PROTOCOL_MESSAGES.unknownMethod(target) };
    } else {
      try {
        outcome = { result: (await method(this, args)) ?? null };
      } catch (error) {
        if (!(error instanceof HubMethodError)) this.onError(error, target);
        outcome = { error: error instanceof HubMethodError ? error.message : UNEXPECTED(target) };
      }
    }
    if (invocationId !== null) this.send(completionFrame(invocationId, outcome));
  }

  /** Ends the connection with a Close message (when the client can still read one). */
  close(error: string | undefined, allowReconnect: boolean): void {
    if (this.closed) return;
    if (this.handshaken) this.sink?.write(closeFrame(error, allowReconnect));
    this.end();
  }

  /** Ends the connection without a message: the client left, or already said Close. */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.sink?.end();
    this.onClosed(this);
  }
}
