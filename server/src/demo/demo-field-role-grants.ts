import { PAGE_CODES } from '@backoffice/shared/page-codes';

interface PageGrant {
  pageCode: number;
  canView: boolean;
  canCreate?: boolean;
}

const view = (pageCode: number): PageGrant => ({ pageCode, canView: true });
const viewAndFile = (pageCode: number): PageGrant => ({ pageCode, canView: true, canCreate: true });

/** Their own working day: check in and out, the day's log, expense claims and advance requests. */
const OWN_WORKDAY: PageGrant[] = [
  viewAndFile(PAGE_CODES.Attendance),
  viewAndFile(PAGE_CODES.DayLog),
  viewAndFile(PAGE_CODES.Expense),
  viewAndFile(PAGE_CODES.AdvanceRequest),
];

/**
 * The demo field roles' pages: the screens of their own work. The server keeps a field user to
 * their own orders, collections, visits, beat plans, leaves, attendance, day logs, expenses,
 * advances and retailers whatever these grant, so a view here is "view mine". None may edit:
 * approving a leave, confirming an order or moving a cheque stays with the office.
 */
export const FIELD_ROLE_GRANTS: Readonly<Record<'Sales Person' | 'Dealer' | 'Delivery Person', PageGrant[]>> =
  {
    // Orders, collections and leaves they file themselves; the parties and products an order or a
    // collection is picked from; their beat plan and visits.
    'Sales Person': [
      viewAndFile(PAGE_CODES.Order),
      viewAndFile(PAGE_CODES.Payment),
      viewAndFile(PAGE_CODES.Leave),
      view(PAGE_CODES.BeatPlan),
      view(PAGE_CODES.Visit),
      view(PAGE_CODES.Party),
      view(PAGE_CODES.Product),
      // Why a visit was made, picked on the visit; notes they leave on the parties they visit.
      view(PAGE_CODES.VisitPurpose),
      viewAndFile(PAGE_CODES.Note),
      ...OWN_WORKDAY,
    ],
    // The orders assigned to them and the retailers they supply; a dealer is a trading partner,
    // not staff, so keeps no attendance and claims no expenses.
    Dealer: [view(PAGE_CODES.Order), view(PAGE_CODES.DealerRetailer)],
    // The orders assigned to them: their deliveries and their chalan.
    'Delivery Person': [view(PAGE_CODES.Order), ...OWN_WORKDAY],
  };
