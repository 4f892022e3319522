import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * A member of the cooperative as our database keeps them: what the default core-banking adapter
 * answers for customer detail, and whose mobile number a registration must match.
 */
export const COOPERATIVE_MEMBER = {
  name: 'CooperativeMember',
  title: 'Members',
  singular: 'Member',
  module: 'MobileBanking',
  page: 'CooperativeMember',
  apiPath: 'cooperativemember',
  table: 'cooperative_members',
  route: '/mobilebanking/cooperative/members',
  menu: { id: 402, groupId: 40, order: 1, icon: 'users' },
  displayField: 'Name',
  fields: {
    MemberNo: { kind: 'text', label: 'Member No.', required: true, max: 30, unique: true },
    Name: { kind: 'text', label: 'Name', required: true, max: 100 },
    MobileNumber: {
      kind: 'phone',
      label: 'Mobile number',
      required: true,
      max: 20,
      help: 'The number mobile banking is registered and sent codes on.',
    },
    Email: { kind: 'email', label: 'Email', max: 100 },
    Address: { kind: 'text', label: 'Address', max: 250 },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['MemberNo', 'Name', 'MobileNumber', 'IsActive'],
    search: ['MemberNo', 'Name', 'MobileNumber'],
    filters: ['IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
