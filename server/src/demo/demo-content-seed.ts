import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Database } from '../db/database.js';
import {
  noticesTable,
  pageNotificationSetupsTable,
  pageNotificationTemplatesTable,
  paymentGatewayRecordsTable,
  pushNotificationsTable,
  roleTypesTable,
} from '../db/schema/index.js';
import { companyToday } from '../modules/orders/company-today.js';
import { dayFrom } from './demo-history-days.js';
import { userIdOf } from './demo-ids.js';
import { seedDemoSmsOutbox } from './demo-sms-outbox-seed.js';
import { seedDemoSupportTickets } from './demo-support-tickets-seed.js';

interface Owner {
  companyId: number;
  adminId: number;
  today: string;
}

const stampOf = (owner: Owner) => ({
  companyId: owner.companyId,
  createdBy: owner.adminId,
  updatedBy: owner.adminId,
});

/** Notices on the dashboard: current ones for each audience, one expired and one switched off. */
const distributorNotices = (owner: Owner): (typeof noticesTable.$inferInsert)[] =>
  [
    {
      Title: 'Tihar stock: book Wai Wai and Coca-Cola orders early',
      Description:
        'The depot closes for Laxmi Puja and Bhai Tika. Orders for the festival must be confirmed three working days before; cartons go out on the first vehicle.',
      NoticeDate: dayFrom(owner.today, -6),
      ExpiryDate: dayFrom(owner.today, 20),
      Audience: 'all' as const,
    },
    {
      Title: 'New scheme: one free carton of Wai Wai for every ten',
      Description:
        'Valid for grocery parties on the New Road – Asan and Lakeside routes until the end of the month. Enter the free carton as a separate line.',
      NoticeDate: dayFrom(owner.today, -3),
      ExpiryDate: dayFrom(owner.today, 25),
      Audience: 'salesPerson' as const,
    },
    {
      Title: 'Cheques: write the party’s name on the back',
      Description:
        'Two cheques bounced last month. Collect cheques only in the name of Himalayan Traders Pvt. Ltd. and write the party’s name and phone on the back.',
      NoticeDate: dayFrom(owner.today, -12),
      Audience: 'staff' as const,
    },
    {
      Title: 'Dealer meeting at the Pokhara depot',
      Description: 'Saturday meeting with dealers of the Lakeside route about the winter price list.',
      NoticeDate: dayFrom(owner.today, -40),
      ExpiryDate: dayFrom(owner.today, -30),
      Audience: 'dealer' as const,
    },
    {
      Title: 'Kathmandu depot stock count',
      Description: 'No dispatches from the Balaju depot during the stock count.',
      NoticeDate: dayFrom(owner.today, -60),
      ExpiryDate: dayFrom(owner.today, -58),
      Audience: 'all' as const,
      IsActive: false,
    },
  ].map((notice) => ({ ...stampOf(owner), ...notice }));

const cooperativeNotices = (owner: Owner): (typeof noticesTable.$inferInsert)[] =>
  [
    {
      Title: 'Annual general meeting on Mangsir 20',
      Description:
        'The 18th annual general meeting is at the Baneshwor head office. Members receive the report at the branches from next week.',
      NoticeDate: dayFrom(owner.today, -5),
      ExpiryDate: dayFrom(owner.today, 15),
      Audience: 'all' as const,
    },
    {
      Title: 'Renewal charge for mobile banking is Rs 500 a year',
      Description:
        'Tell members at the counter: the service renews for 365 days from the day the charge is taken.',
      NoticeDate: dayFrom(owner.today, -30),
      Audience: 'staff' as const,
    },
    {
      Title: 'Branches closed for Chhath',
      Description: 'The Lalitpur and Bhaktapur branches stay closed on Chhath; Baneshwor opens until 13:00.',
      NoticeDate: dayFrom(owner.today, -25),
      ExpiryDate: dayFrom(owner.today, -22),
      Audience: 'all' as const,
    },
  ].map((notice) => ({ ...stampOf(owner), ...notice }));

/** Templates by name, with their setups: what tells whom when an order, leave or ticket moves. */
const distributorTemplates = [
  {
    Name: 'Order status changed',
    Channel: 'inApp',
    Subject: 'Order {{OrderNo}} for {{PartyName}} is now {{Status}}',
    Body: 'Order {{OrderNo}} of {{OrderDate}} for {{PartyName}} moved to {{Status}}. {{Remarks}}',
  },
  {
    Name: 'Order dispatched',
    Channel: 'push',
    Subject: 'Order {{OrderNo}} for {{PartyName}} left the depot',
    Body: 'The goods of order {{OrderNo}} are on the vehicle; deliver them to {{PartyName}} today.',
  },
  {
    Name: 'Leave decided',
    Channel: 'inApp',
    Subject: 'Your leave request is {{Status}}',
    Body: 'The office has marked your leave request {{Status}}. Open it for the remarks.',
  },
  {
    Name: 'New party added',
    Channel: 'inApp',
    Subject: 'New party {{RecordName}}',
    Body: '{{UserName}} added the party {{RecordName}}. Check its route and credit limit.',
  },
  {
    Name: 'Ticket comment',
    Channel: 'inApp',
    Subject: 'New comment on support ticket {{RecordName}}',
    Body: '{{UserName}} commented on ticket {{RecordName}}. Open {{Link}} to reply.',
  },
  {
    Name: 'Payment reminder SMS',
    Channel: 'sms',
    Subject: 'Payment reminder',
    Body: 'Namaste! Himalayan Traders reminds you of the amount due on order {{OrderNo}}. Dhanyabad.',
  },
] as const;

const distributorSetups = [
  {
    Name: 'Order moves tell its people',
    PageCode: PAGE_CODES.Order,
    Event: 'stateChanged',
    template: 'Order status changed',
    NotifyCreator: true,
  },
  {
    Name: 'Dispatch tells the office',
    PageCode: PAGE_CODES.Order,
    Event: 'dispatched',
    template: 'Order dispatched',
    NotifyCreator: true,
    NotifyAdmins: true,
  },
  {
    Name: 'Leave decisions',
    PageCode: PAGE_CODES.Leave,
    Event: 'stateChanged',
    template: 'Leave decided',
    NotifyCreator: true,
  },
  {
    Name: 'New parties to the office',
    PageCode: PAGE_CODES.Party,
    Event: 'created',
    template: 'New party added',
    NotifyCreator: false,
    NotifyAdmins: true,
  },
  {
    Name: 'Ticket comments',
    PageCode: PAGE_CODES.SupportTicket,
    Event: 'commented',
    template: 'Ticket comment',
    NotifyCreator: true,
  },
  {
    Name: 'Cancelled orders (paused)',
    PageCode: PAGE_CODES.Order,
    Event: 'stateChanged',
    template: 'Payment reminder SMS',
    NotifyCreator: false,
    IsActive: false,
  },
] as const;

const cooperativeTemplates = [
  {
    Name: 'Renewals due today',
    Channel: 'inApp',
    Subject: 'Mobile banking renewals are due today',
    Body: 'Some members’ mobile banking expires today. Open the renewals to charge and renew them.',
  },
  {
    Name: 'Notice broadcast',
    Channel: 'inApp',
    Subject: '{{RecordName}}',
    Body: 'A new notice was published: {{RecordName}}. Open {{Link}} to read it.',
  },
  {
    Name: 'Ticket status',
    Channel: 'inApp',
    Subject: 'Support ticket {{RecordName}} is {{Status}}',
    Body: 'The support desk moved your ticket {{RecordName}} to {{Status}}.',
  },
] as const;

const cooperativeSetups = [
  {
    Name: 'Renewals due to the administrators',
    PageCode: PAGE_CODES.ActivationRequest,
    Event: 'renewalDue',
    template: 'Renewals due today',
    NotifyCreator: false,
    NotifyAdmins: true,
  },
  {
    Name: 'Notices to everyone',
    PageCode: PAGE_CODES.Notice,
    Event: 'broadcast',
    template: 'Notice broadcast',
    NotifyCreator: false,
    NotifyCompany: true,
  },
  {
    Name: 'Ticket status to the issuer',
    PageCode: PAGE_CODES.SupportTicket,
    Event: 'stateChanged',
    template: 'Ticket status',
    NotifyCreator: true,
  },
] as const;

const seedNotificationSetups = async (
  tx: Database,
  owner: Owner,
  templates: readonly Omit<typeof pageNotificationTemplatesTable.$inferInsert, 'companyId'>[],
  setups: readonly {
    Name: string;
    PageCode: number;
    Event: (typeof pageNotificationSetupsTable.$inferInsert)['Event'];
    template: string;
    NotifyCreator: boolean;
    NotifyAdmins?: boolean;
    NotifyCompany?: boolean;
    IsActive?: boolean;
  }[],
): Promise<void> => {
  const inserted = await tx
    .insert(pageNotificationTemplatesTable)
    .values(templates.map((template) => ({ ...stampOf(owner), ...template })))
    .returning({ id: pageNotificationTemplatesTable.id, name: pageNotificationTemplatesTable.Name });
  const templateId = new Map(inserted.map((row) => [String(row.name), Number(row.id)]));
  await tx.insert(pageNotificationSetupsTable).values(
    setups.map(({ template, PageCode, ...setup }) => {
      const id = templateId.get(template);
      if (id === undefined) throw new Error(`seed: no template ${template}`);
      return { ...stampOf(owner), ...setup, PageCode: String(PageCode), TemplateId: id };
    }),
  );
};

const ROLE_TYPES = [
  { Name: 'Office', Description: 'Staff at the head office and branches.' },
  { Name: 'Field', Description: 'Sales persons and collectors who work on the routes.' },
  { Name: 'Partner', Description: 'Dealers and agents outside the company.' },
];

/** Payments started through eSewa, Khalti and the others: settled, waiting and abandoned ones. */
const gatewayPayments = (owner: Owner, prefix: string, payers: [string, string, string][]) =>
  payers.map(([name, phone, purpose], index) => ({
    ...stampOf(owner),
    ReferenceNo: `${prefix}-${owner.today.replaceAll('-', '')}-${String(index + 1).padStart(3, '0')}`,
    Gateway: (['esewa', 'khalti', 'connectips', 'fonepay'] as const)[index % 4] ?? 'esewa',
    PayerName: name,
    PayerPhone: phone,
    Amount: (index + 1) * 150_000,
    Purpose: purpose,
    PaidOn: dayFrom(owner.today, -index * 3),
    Status: (['completed', 'completed', 'pending', 'cancelled'] as const)[index % 4] ?? 'pending',
  }));

/**
 * A filled list in every module the demo companies use, so each menu entry shows what it is for:
 * notices, notification templates and the setups that make an order's moves notify its people, role
 * types, gateway payments, push messages, support tickets and the cooperative's SMS outbox.
 */
export const seedDemoContent = async (
  tx: Database,
  companies: { distributor: number; cooperative: number },
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> => {
  const user = userIdOf(userIds);
  const htl: Owner = {
    companyId: companies.distributor,
    adminId: user('admin'),
    today: await companyToday(tx, companies.distributor, now),
  };
  const sscc: Owner = {
    companyId: companies.cooperative,
    adminId: user('coopadmin'),
    today: await companyToday(tx, companies.cooperative, now),
  };
  await tx.insert(noticesTable).values([...distributorNotices(htl), ...cooperativeNotices(sscc)]);
  await seedNotificationSetups(tx, htl, distributorTemplates, distributorSetups);
  await seedNotificationSetups(tx, sscc, cooperativeTemplates, cooperativeSetups);
  await tx
    .insert(roleTypesTable)
    .values([htl, sscc].flatMap((owner) => ROLE_TYPES.map((type) => ({ ...stampOf(owner), ...type }))));
  await tx.insert(paymentGatewayRecordsTable).values([
    ...gatewayPayments(htl, 'HTL', [
      ['Bishnu Traders', '+9779851012345', 'Advance for order of Wai Wai cartons'],
      ['Lakeside Mart', '+9779856023456', 'Payment against last week’s delivery'],
      ['Fewa Grocery', '+9779846034567', 'Part payment of the October balance'],
    ]),
    ...gatewayPayments(sscc, 'SSCC', [
      ['Laxmi Maharjan', '+9779841000009', 'Mobile banking renewal'],
      ['Prakash Karki', '+9779841000008', 'Saving deposit'],
      ['Sunita Tamang', '+9779841000007', 'Mobile banking renewal'],
      ['Deepak Bhandari', '+9779841000010', 'Share capital'],
    ]),
  ]);
  await tx.insert(pushNotificationsTable).values([
    {
      ...stampOf(htl),
      Title: 'Price list for Mangsir',
      Body: 'The new price list is in the app. Tokla Tea and Basmati Rice are up by 3%.',
      Link: '/salesapp/orders',
      Audience: 'salesPerson' as const,
      Status: 'draft',
    },
    {
      ...stampOf(htl),
      Title: 'Depot closed on Saturday',
      Body: 'No loading at the Kathmandu depot this Saturday.',
      Audience: 'all' as const,
      Status: 'cancelled',
    },
    {
      ...stampOf(sscc),
      Title: 'Interest credited',
      Body: 'Quarterly interest has been credited to saving accounts.',
      Audience: 'all' as const,
      Status: 'draft',
    },
  ]);
  await seedDemoSupportTickets(tx, { htl: htl.companyId, sscc: sscc.companyId }, userIds, now);
  await seedDemoSmsOutbox(tx, sscc.companyId, now);
};
