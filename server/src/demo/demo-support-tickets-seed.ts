import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import {
  formatTicketNo,
  nextTicketStatus,
  type TicketAction,
  type TicketPriority,
  type TicketStatus,
  type TicketType,
} from '@backoffice/shared/support/support-ticket';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  supportTicketComments,
  supportTicketNumberSequences,
  supportTickets,
  supportTicketTransitions,
} from '../db/schema/index.js';
import { userIdOf } from './demo-ids.js';

const HOUR_MS = 3_600_000;

interface DemoTicket {
  company: 'htl' | 'sscc';
  issuer: string;
  type: TicketType;
  priority: TicketPriority;
  module: Parameters<typeof moduleIdOf>[0];
  page: keyof typeof PAGE_CODES;
  remarks: string;
  hoursAgo: number;
  /** Moves by the support desk, each some hours after the last. */
  moves: TicketAction[];
  /** [from the desk?, text], in time order. */
  comments: [boolean, string][];
}

const DEMO_TICKETS: DemoTicket[] = [
  {
    company: 'htl',
    issuer: 'admin',
    type: 'B',
    priority: 'H',
    module: 'SalesApp',
    page: 'Order',
    remarks: 'The chalan prints two copies of the same order when a carton and pieces are on one line.',
    hoursAgo: 30,
    moves: ['assign', 'start'],
    comments: [
      [true, 'Thank you, Ram ji. We can see it with SO orders that have a Carton line. Working on it.'],
      [false, 'It happened again today with Koteshwor Suppliers’ order.'],
    ],
  },
  {
    company: 'htl',
    issuer: 'staff',
    type: 'N',
    priority: 'M',
    module: 'SalesApp',
    page: 'Payment',
    remarks:
      'Please add an eSewa option in collections so the field staff can record wallet payments with the transaction ID.',
    hoursAgo: 24 * 9,
    moves: ['assign', 'resolve'],
    comments: [
      [true, 'Wallet payments are now a method in collections; the transaction ID goes in the remarks.'],
    ],
  },
  {
    company: 'htl',
    issuer: 'admin',
    type: 'B',
    priority: 'L',
    module: 'SalesApp',
    page: 'Party',
    remarks: 'The party list shows Nepali names in the wrong order when sorted.',
    hoursAgo: 24 * 20,
    moves: ['assign', 'start', 'resolve', 'close'],
    comments: [
      [true, 'Sorting now follows the Devanagari alphabet.'],
      [false, 'Checked, it is fine now. Dhanyabad!'],
    ],
  },
  {
    company: 'htl',
    issuer: 'staff',
    type: 'N',
    priority: 'L',
    module: 'SalesApp',
    page: 'BeatPlan',
    remarks: 'Could the beat plan show the Nepali date (BS) beside each day?',
    hoursAgo: 5,
    moves: [],
    comments: [],
  },
  {
    company: 'sscc',
    issuer: 'coopadmin',
    type: 'B',
    priority: 'H',
    module: 'MobileBanking',
    page: 'ActivationRequest',
    remarks: 'A member at the Lalitpur branch did not get the activation code SMS.',
    hoursAgo: 50,
    moves: ['assign'],
    comments: [
      [
        true,
        'Please check the SMS outbox for the member’s number; the code is kept there while no gateway is set.',
      ],
    ],
  },
  {
    company: 'sscc',
    issuer: 'coopadmin',
    type: 'N',
    priority: 'M',
    module: 'MobileBanking',
    page: 'CooperativeMember',
    remarks: 'We would like to import members from our core banking export (Excel).',
    hoursAgo: 24 * 4,
    moves: [],
    comments: [],
  },
];

/**
 * Support tickets of both companies in each status, with the support desk's moves and the
 * conversation on them, numbered per company and year as the app numbers them.
 */
export const seedDemoSupportTickets = async (
  tx: Database,
  companies: { htl: number; sscc: number },
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> => {
  const user = userIdOf(userIds);
  const desk = user('superadmin');
  const serials = new Map<string, number>();
  const ordered = [...DEMO_TICKETS].sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const demo of ordered) {
    const companyId = companies[demo.company];
    const issuerId = user(demo.issuer);
    const createdAt = new Date(now.getTime() - demo.hoursAgo * HOUR_MS);
    const year = createdAt.getUTCFullYear();
    const key = `${companyId}:${year}`;
    const serial = (serials.get(key) ?? 0) + 1;
    serials.set(key, serial);
    const span = (demo.hoursAgo * HOUR_MS) / (demo.moves.length + demo.comments.length + 1);
    let status: TicketStatus = 'open';
    let at = createdAt.getTime();
    const moves = demo.moves.map((action) => {
      at += span;
      const next = nextTicketStatus(status, action);
      if (!next.ok) throw new Error(`seed: ticket: ${next.message}`);
      const move = { action, fromStatus: status, toStatus: next.to, at: new Date(at) };
      status = next.to;
      return move;
    });
    const assigned = demo.moves.length > 0 ? desk : null;
    const changedAt = moves.at(-1)?.at ?? createdAt;
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        companyId,
        ticketNo: formatTicketNo(year, serial),
        ticketType: demo.type,
        moduleId: moduleIdOf(demo.module),
        pageCode: PAGE_CODES[demo.page],
        priority: demo.priority,
        remarks: demo.remarks,
        issuerName: demo.issuer,
        status,
        assigneeUserId: assigned,
        statusChangedAt: changedAt,
        createdAt,
        createdBy: issuerId,
        updatedAt: changedAt,
        updatedBy: assigned ?? issuerId,
      })
      .returning({ id: supportTickets.id });
    if (!ticket) throw new Error('seed: ticket not inserted');
    await tx.insert(supportTicketTransitions).values([
      {
        companyId,
        ticketId: ticket.id,
        action: 'create',
        fromStatus: null,
        toStatus: 'open',
        byUserId: issuerId,
        at: createdAt,
      },
      ...moves.map((move) => ({
        companyId,
        ticketId: ticket.id,
        ...move,
        byUserId: desk,
        assigneeUserId: move.action === 'assign' ? desk : null,
      })),
    ]);
    if (demo.comments.length > 0) {
      await tx.insert(supportTicketComments).values(
        demo.comments.map(([fromDesk, text], index) => ({
          companyId,
          ticketId: ticket.id,
          userId: fromDesk ? desk : issuerId,
          fromSupportDesk: fromDesk,
          text,
          at: new Date(createdAt.getTime() + (index + 1.5) * span),
        })),
      );
    }
  }
  for (const [key, lastNumber] of serials) {
    const [companyId, year] = key.split(':').map(Number);
    if (companyId === undefined || year === undefined) continue;
    await tx
      .insert(supportTicketNumberSequences)
      .values({ companyId, year, lastNumber })
      .onConflictDoUpdate({
        target: [supportTicketNumberSequences.companyId, supportTicketNumberSequences.year],
        set: { lastNumber: sql`excluded.last_number` },
      });
  }
};
