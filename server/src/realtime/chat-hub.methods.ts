import {
  type ChatDelivery,
  type ChatMessagePayload,
  HUB_EVENTS,
  HUB_METHODS,
} from '@backoffice/shared/realtime/hub-contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { companyUsers } from '../db/schema/index.js';
import { type HubMethod, HubMethodError } from './hub-connection.js';
import { type HubEvent, publishHubEvent } from './hub-events.js';

export const CHAT_LIMITS = { messageMax: 2000 } as const;

export const CHAT_MESSAGES = {
  badArguments: 'SendMessage takes the recipient user id (a number) and the message (text).',
  badRecipient: 'toUserId must be a positive whole number.',
  emptyMessage: 'The message cannot be empty.',
  longMessage: `The message can be at most ${CHAT_LIMITS.messageMax} characters.`,
  notMember: 'The recipient is not a member of this company.',
} as const;

const readArguments = (args: unknown[]): { toUserId: number; message: string } => {
  const [toUserId, message] = args;
  if (args.length !== 2 || typeof message !== 'string') throw new HubMethodError(CHAT_MESSAGES.badArguments);
  if (typeof toUserId !== 'number' || !Number.isSafeInteger(toUserId) || toUserId <= 0)
    throw new HubMethodError(CHAT_MESSAGES.badRecipient);
  const text = message.trim();
  if (text.length === 0) throw new HubMethodError(CHAT_MESSAGES.emptyMessage);
  if (text.length > CHAT_LIMITS.messageMax) throw new HubMethodError(CHAT_MESSAGES.longMessage);
  return { toUserId, message: text };
};

const isActiveMember = async (db: Database, companyId: number, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(
      and(
        eq(companyUsers.companyId, companyId),
        eq(companyUsers.userId, userId),
        eq(companyUsers.isActive, true),
      ),
    );
  return row !== undefined;
};

/**
 * The chat hub's methods. A message goes to the recipient's connections in the sender's company
 * only: this process delivers to its own at once (the count answered), the others through NOTIFY.
 */
export const chatHubMethods = (options: {
  db: Database;
  clock: () => Date;
  processId: string;
  deliverHere: (event: HubEvent) => number;
}): ReadonlyMap<string, HubMethod> => {
  const sendMessage: HubMethod = async (connection, args): Promise<ChatDelivery> => {
    const { toUserId, message } = readArguments(args);
    const sender = connection.principal;
    if (!(await isActiveMember(options.db, sender.companyId, toUserId)))
      throw new HubMethodError(CHAT_MESSAGES.notMember);
    const payload: ChatMessagePayload = {
      FromUserId: sender.userId,
      FromUserName: sender.username,
      Message: message,
      SentAt: options.clock().toISOString(),
    };
    const event: HubEvent = {
      hub: 'chat',
      audience: { kind: 'user', companyId: sender.companyId, userId: toUserId },
      target: HUB_EVENTS.chatMessage,
      args: [payload],
      deliveredBy: options.processId,
    };
    const delivered = options.deliverHere(event);
    await publishHubEvent(options.db, event);
    return { Delivered: delivered };
  };
  return new Map([[HUB_METHODS.sendMessage.toLowerCase(), sendMessage]]);
};
