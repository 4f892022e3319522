import { ENTITIES } from '../entities/entity-registry.js';
import { PAGE_CODES } from '../page-codes.js';
import { type FieldUserType, isFieldUserType } from '../user-types.js';
import { BOOKS_ITEMS } from './accounting-menu.js';
import type { ModuleCode } from './modules.js';
import { WORKFORCE_ITEMS } from './workforce-menu.js';

export interface MenuItemEntry {
  id: number;
  name: string;
  url: string;
  addUrl: string | null;
  icon: string;
  /** null: shown to every signed-in user of a company where the module is active. */
  pageCode: number | null;
  module: ModuleCode;
  /**
   * The field users (sales persons, dealers, delivery persons) it is for, when not all of them: the
   * others are refused the screen whatever their role, so their menu leaves it out too.
   */
  fieldUsers?: readonly FieldUserType[];
}

export interface MenuGroupEntry {
  id: number;
  name: string;
  icon: string;
  isCollapsable: boolean;
  parentId: number | null;
  items: MenuItemEntry[];
}

/** The menu entries of a group's declared entities, in their declared order. */
const entityItems = (groupId: number): MenuItemEntry[] =>
  ENTITIES.filter((entity) => entity.menu.groupId === groupId)
    .toSorted((a, b) => a.menu.order - b.menu.order)
    .map((entity) => ({
      id: entity.menu.id,
      name: entity.title,
      url: entity.route,
      addUrl: `${entity.route}/new`,
      icon: entity.menu.icon,
      pageCode: PAGE_CODES[entity.page],
      module: entity.module,
    }));

/** The order screens, hand-written: first in Sales, the work done there every day. */
const ORDER_ITEMS: MenuItemEntry[] = [
  {
    id: 220,
    name: 'Orders',
    url: '/salesapp/orders',
    addUrl: '/salesapp/orders/new',
    icon: 'clipboard-list',
    pageCode: PAGE_CODES.Order,
    module: 'SalesApp',
  },
  {
    id: 221,
    name: 'Order Board',
    url: '/salesapp/order-board',
    addUrl: null,
    icon: 'kanban',
    pageCode: PAGE_CODES.Order,
    module: 'SalesApp',
  },
  {
    id: 222,
    name: 'Chalan',
    url: '/salesapp/chalan',
    addUrl: null,
    icon: 'truck',
    pageCode: PAGE_CODES.Order,
    module: 'SalesApp',
    // A delivery person's own sheet: no other field user reads one.
    fieldUsers: ['deliveryPerson'],
  },
];

/** Goods coming back from a delivered order, hand-written. */
const RETURN_ITEM: MenuItemEntry = {
  id: 223,
  name: 'Returns',
  url: '/salesapp/returns',
  addUrl: '/salesapp/returns/new',
  icon: 'package-minus',
  pageCode: PAGE_CODES.OrderReturn,
  module: 'SalesApp',
};

/** Money in, hand-written: payments received and what a party owes. */
const MONEY_ITEMS: MenuItemEntry[] = [
  {
    id: 224,
    name: 'Collections',
    url: '/salesapp/collections',
    addUrl: '/salesapp/collections/new',
    icon: 'hand-coins',
    pageCode: PAGE_CODES.Payment,
    module: 'SalesApp',
  },
  {
    id: 225,
    name: 'Party Statement',
    url: '/salesapp/statement',
    addUrl: null,
    icon: 'scroll-text',
    // A party's balance and statement read with the party's own view permission.
    pageCode: PAGE_CODES.Party,
    module: 'SalesApp',
  },
];

/** Beat plans, hand-written: a month of visits per sales person, approved by the office. */
const BEAT_PLAN_ITEMS: MenuItemEntry[] = [
  {
    id: 226,
    name: 'Beat Plans',
    url: '/salesapp/beat-plans',
    addUrl: '/salesapp/beat-plans/new',
    icon: 'route',
    pageCode: PAGE_CODES.BeatPlan,
    module: 'SalesApp',
  },
];

/** Tracking, hand-written: where the sales persons are, where they went, whom they visited. */
const TRACKING_ITEMS: MenuItemEntry[] = [
  {
    id: 227,
    name: 'Live map',
    url: '/salesapp/tracking/live',
    addUrl: null,
    icon: 'map',
    pageCode: PAGE_CODES.Visit,
    module: 'SalesApp',
  },
  {
    id: 228,
    name: 'Travel history',
    url: '/salesapp/tracking/history',
    addUrl: null,
    icon: 'route',
    pageCode: PAGE_CODES.Visit,
    module: 'SalesApp',
  },
  {
    id: 229,
    name: 'Visits',
    url: '/salesapp/visits',
    addUrl: null,
    icon: 'store',
    pageCode: PAGE_CODES.Visit,
    module: 'SalesApp',
  },
];

/**
 * Dealers and delivery persons are members of the company of that user type, so their screens are
 * the user list starting at that type (portal routes); the records open in the user form.
 */
const PEOPLE_ITEMS: MenuItemEntry[] = [
  {
    id: 216,
    name: 'Dealers',
    url: '/salesapp/dealers',
    addUrl: null,
    icon: 'handshake',
    pageCode: PAGE_CODES.User,
    module: 'SalesApp',
  },
  {
    id: 217,
    name: 'Delivery Persons',
    url: '/salesapp/delivery-persons',
    addUrl: null,
    icon: 'truck',
    pageCode: PAGE_CODES.User,
    module: 'SalesApp',
  },
];

/** Mobile banking, hand-written: activation requests (with their detail), the SMS outbox, the charges, the settings. */
const MOBILE_BANKING_ITEMS: MenuItemEntry[] = [
  {
    id: 400,
    name: 'Activation Requests',
    url: '/mobilebanking/cooperative/activationrequest',
    addUrl: null,
    icon: 'user-check',
    pageCode: PAGE_CODES.ActivationRequest,
    module: 'MobileBanking',
  },
  {
    id: 401,
    name: 'SMS Outbox',
    url: '/mobilebanking/cooperative/smsoutbox',
    addUrl: null,
    icon: 'send',
    pageCode: PAGE_CODES.SmsOutbox,
    module: 'MobileBanking',
  },
  {
    id: 405,
    name: 'Charges',
    url: '/mobilebanking/cooperative/charges',
    addUrl: null,
    icon: 'hand-coins',
    // The charges are the activation requests' own: whoever may view those may view these.
    pageCode: PAGE_CODES.ActivationRequest,
    module: 'MobileBanking',
  },
  {
    id: 406,
    name: 'Mobile Banking Settings',
    url: '/mobilebanking/cooperative/settings',
    addUrl: null,
    icon: 'sliders',
    // The settings are the renewals' charge and period: whoever may view the requests may read them.
    pageCode: PAGE_CODES.ActivationRequest,
    module: 'MobileBanking',
  },
];

/** Support tickets, hand-written: the company's tickets, and the platform's support desk. */
const SUPPORT_TICKET_ITEM: MenuItemEntry = {
  id: 700,
  name: 'Support Tickets',
  url: '/core/support/list',
  addUrl: null,
  icon: 'clipboard-list',
  pageCode: PAGE_CODES.SupportTicket,
  module: 'Support',
};
/** Every company's tickets: the server opens it to super administrators only. */
const SUPPORT_DESK_ITEM: MenuItemEntry = {
  id: 701,
  name: 'Support Desk',
  url: '/core/support/admin',
  addUrl: null,
  icon: 'shield',
  pageCode: PAGE_CODES.AdminSupportTicket,
  module: 'Support',
};

/** What every signed-in person has. */
const HOME_ITEMS: MenuItemEntry[] = [
  {
    id: 1,
    name: 'Dashboard',
    url: '/dashboard/admin',
    addUrl: null,
    icon: 'dashboard',
    pageCode: null,
    module: 'Core',
  },
  {
    id: 2,
    name: 'Notifications',
    url: '/core/notifications',
    addUrl: null,
    icon: 'bell',
    pageCode: null,
    module: 'Core',
  },
  {
    id: 3,
    name: 'Company Profile',
    url: '/general/company/profile',
    addUrl: null,
    icon: 'building',
    pageCode: null,
    module: 'Core',
  },
];

/** The login page's texts and images, kept as application settings. */
const SITE_INFO_ITEM: MenuItemEntry = {
  id: 120,
  name: 'Site Info',
  url: '/admin/site-info',
  addUrl: null,
  icon: 'image',
  pageCode: PAGE_CODES.ApplicationSetting,
  module: 'Administration',
};

/**
 * The system menu, grouped by what people do: Sales by the day's jobs (orders and delivery, money,
 * field work, the master data they rest on), the people who do them, then mobile banking, support
 * and, last, administration ordered by how often it is used. Only screens that exist are listed:
 * each later module adds its group here (the entity declarations generate their entries), so the
 * menu never links to a missing page. A group comes after its parent (the catalogue stores them in
 * this order). Sales' own groups stay open under it: headings, not more clicks.
 */
export const MENU: readonly MenuGroupEntry[] = [
  {
    id: 1,
    name: 'Home',
    icon: 'home',
    isCollapsable: false,
    parentId: null,
    items: HOME_ITEMS,
  },
  { id: 20, name: 'Sales', icon: 'cart', isCollapsable: true, parentId: null, items: [] },
  {
    id: 21,
    name: 'Orders and delivery',
    icon: 'clipboard-list',
    isCollapsable: false,
    parentId: 20,
    items: [...ORDER_ITEMS, RETURN_ITEM],
  },
  { id: 22, name: 'Money', icon: 'wallet', isCollapsable: false, parentId: 20, items: MONEY_ITEMS },
  {
    id: 23,
    name: 'Field work',
    icon: 'map',
    isCollapsable: false,
    parentId: 20,
    items: [...BEAT_PLAN_ITEMS, ...TRACKING_ITEMS, ...entityItems(23)],
  },
  {
    id: 24,
    name: 'Master data',
    icon: 'package',
    isCollapsable: false,
    parentId: 20,
    items: entityItems(24),
  },
  {
    id: 30,
    name: 'People',
    icon: 'users',
    isCollapsable: true,
    parentId: null,
    items: [...entityItems(30).slice(0, 1), ...PEOPLE_ITEMS, ...entityItems(30).slice(1)],
  },
  {
    // Attendance first (checked every morning), then its places, advances, claims and day logs.
    id: 31,
    name: 'Workforce',
    icon: 'user-check',
    isCollapsable: true,
    parentId: null,
    items: [...WORKFORCE_ITEMS, ...entityItems(31)],
  },
  {
    // The hand-written activation requests and SMS outbox first (the office's daily work; renewals
    // open from the dashboard), then the declared records.
    id: 40,
    name: 'Mobile Banking',
    icon: 'credit-card',
    isCollapsable: true,
    parentId: null,
    items: [...MOBILE_BANKING_ITEMS, ...entityItems(40)],
  },
  {
    // The books' daily screens, then the masters: groups and ledgers first, then what they rest on.
    id: 50,
    name: 'Accounting',
    icon: 'book',
    isCollapsable: true,
    parentId: null,
    items: [...BOOKS_ITEMS, ...entityItems(50)],
  },
  {
    // The company's tickets, and the support desk (super administrators only).
    id: 70,
    name: 'Support',
    icon: 'shield',
    isCollapsable: true,
    parentId: null,
    items: [SUPPORT_TICKET_ITEM, SUPPORT_DESK_ITEM],
  },
  {
    id: 10,
    name: 'Administration',
    icon: 'settings',
    isCollapsable: true,
    parentId: null,
    items: [...entityItems(10).slice(0, 8), SITE_INFO_ITEM, ...entityItems(10).slice(8)],
  },
];

const FIELD_USERS_OF = new Map(
  MENU.flatMap((group) =>
    group.items.flatMap((item) => (item.fieldUsers ? [[item.id, item.fieldUsers]] : [])),
  ),
);

/** Whether a member of this type is kept from a menu item meant for other field users only. */
export const menuItemHiddenFrom = (itemId: number, userType: string | null): boolean => {
  const only = FIELD_USERS_OF.get(itemId);
  return only !== undefined && isFieldUserType(userType) && !only.includes(userType);
};
