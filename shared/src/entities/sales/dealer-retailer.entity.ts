import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * Which retailers (parties) a dealer supplies. A dealer is a member of the company of user type
 * dealer, so the reference is to the User entity restricted to that type; a dealer maps a party once.
 */
export const DEALER_RETAILER = {
  name: 'DealerRetailer',
  title: 'Dealer Retailers',
  singular: 'Dealer-retailer mapping',
  plural: 'dealer-retailer mappings',
  module: 'SalesApp',
  page: 'DealerRetailer',
  apiPath: 'dealerretailer',
  table: 'dealer_retailers',
  route: '/salesapp/dealer-retailers',
  menu: { id: 215, groupId: 30, order: 4, icon: 'network' },
  displayField: 'Remarks',
  fields: {
    DealerUserId: {
      kind: 'reference',
      label: 'Dealer',
      required: true,
      entity: 'User',
      where: { UserType: 'dealer' },
      help: 'A user of type Dealer in this company.',
    },
    PartyId: { kind: 'reference', label: 'Retailer', required: true, entity: 'Party' },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
    Remarks: { kind: 'text', label: 'Remarks', max: 200 },
  },
  list: {
    columns: ['DealerUserId', 'PartyId', 'IsActive', 'Remarks'],
    search: ['Remarks'],
    filters: ['DealerUserId', 'PartyId', 'IsActive'],
    defaultSort: { field: 'CreatedAt', direction: 'desc' },
  },
  uniqueTogether: [['DealerUserId', 'PartyId']],
  // A dealer sees the retailers they supply, no other dealer's.
  owner: { field: 'DealerUserId' },
} as const satisfies EntityDeclaration;
