import { PAGE_CODES } from '@backoffice/shared/page-codes';

interface PageGrant {
  pageCode: number;
  canView: boolean;
  canCreate?: boolean;
}

const view = (pageCode: number): PageGrant => ({ pageCode, canView: true });
const viewAndFile = (pageCode: number): PageGrant => ({ pageCode, canView: true, canCreate: true });

/**
 * The demo field roles' pages: the screens of their own work. The server keeps a field user to
 * their own orders, collections, visits, beat plans, leaves and retailers whatever these grant, so
 * a view here is "view mine". None may edit: approving a leave, confirming an order or moving a
 * cheque stays with the office.
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
    ],
    // The orders assigned to them and the retailers they supply.
    Dealer: [view(PAGE_CODES.Order), view(PAGE_CODES.DealerRetailer)],
    // The orders assigned to them: their deliveries and their chalan.
    'Delivery Person': [view(PAGE_CODES.Order)],
  };
