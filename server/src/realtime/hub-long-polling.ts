import type { Request, Response } from 'express';
import type { HubSink } from './hub-connection.js';

interface WaitingPoll {
  res: Response;
  timer: NodeJS.Timeout;
}

const answer = (res: Response, body: string) => {
  if (res.writableEnded || res.destroyed) return;
  // A poll answer is written whole, so compressing it is harmless; no-store keeps proxies out of it.
  res
    .status(200)
    .set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    .send(body);
};

const ended = (res: Response) => {
  if (!res.writableEnded && !res.destroyed) res.status(204).end();
};

/**
 * Long polling (TransportProtocols.md): frames wait in a queue; a poll takes all of them, or is held
 * until one comes or the hold time passes (then 200, empty). The first poll answers at once. A new
 * poll ends an older one still held with 204; after the connection ends every poll gets 204.
 */
export class LongPollingSink implements HubSink {
  private queue: string[] = [];
  private waiting: WaitingPoll | null = null;
  private polled = false;
  private closed = false;

  constructor(private readonly holdMs: number) {}

  poll(req: Request, res: Response): void {
    if (this.waiting) {
      clearTimeout(this.waiting.timer);
      ended(this.waiting.res);
      this.waiting = null;
    }
    if (!this.polled || this.queue.length > 0) {
      this.polled = true;
      answer(res, this.take());
      return;
    }
    if (this.closed) {
      ended(res);
      return;
    }
    const waiting: WaitingPoll = {
      res,
      timer: setTimeout(() => {
        if (this.waiting === waiting) this.waiting = null;
        answer(res, this.take());
      }, this.holdMs),
    };
    this.waiting = waiting;
    // The client went away mid-poll: forget the poll; the idle sweep ends the connection if it stays away.
    req.on('close', () => {
      if (this.waiting !== waiting) return;
      clearTimeout(waiting.timer);
      this.waiting = null;
    });
  }

  write(frame: string): void {
    this.queue.push(frame);
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    clearTimeout(waiting.timer);
    // Frames written in the same tick (an event and a completion) leave in one answer.
    setImmediate(() => answer(waiting.res, this.take()));
  }

  end(): void {
    this.closed = true;
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    clearTimeout(waiting.timer);
    if (this.queue.length > 0) answer(waiting.res, this.take());
    else ended(waiting.res);
  }

  private take(): string {
    const body = this.queue.join('');
    this.queue = [];
    return body;
  }
}
