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
