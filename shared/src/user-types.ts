/**
 * The kinds of member a company has (company_users.user_type). The values are stored and sent as
 * they are; the labels are what screens show.
 */
export const USER_TYPE_OPTIONS = [
  { value: 'admin', label: 'Administrator' },
  { value: 'staff', label: 'Staff' },
  { value: 'salesPerson', label: 'Sales person' },
  { value: 'dealer', label: 'Dealer' },
  { value: 'deliveryPerson', label: 'Delivery person' },
] as const;

export const USER_TYPES = ['admin', 'staff', 'salesPerson', 'dealer', 'deliveryPerson'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * Members who work in the field for the company rather than in its office: they reach only their
 * own records (their orders, collections, visits, leaves), whatever their roles permit.
 */
export const FIELD_USER_TYPES = ['salesPerson', 'dealer', 'deliveryPerson'] as const;
export type FieldUserType = (typeof FIELD_USER_TYPES)[number];

export const isFieldUserType = (userType: string | null | undefined): userType is FieldUserType =>
  FIELD_USER_TYPES.some((type) => type === userType);
