import type { UserType } from '../db/schema/index.js';

/** Demo sign-ins, printed in the README. Never used unless SEED_DEMO loads demo data. */
export interface DemoAccount {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  isSuperAdmin?: boolean;
  memberships: { companyCode: string; userType: UserType; roles: string[] }[];
}

export const DEMO_PORTAL_CLIENT = {
  clientId: 'backoffice-portal',
  clientSecret: 'portal-public-client',
} as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'superadmin',
    password: 'Super@123',
    firstName: 'Sita',
    lastName: 'Sharma',
    email: 'superadmin@backoffice.example',
    isSuperAdmin: true,
    memberships: [{ companyCode: 'HTL', userType: 'admin', roles: ['Administrator'] }],
  },
  {
    username: 'admin',
    password: 'Admin@123',
    firstName: 'Ram',
    lastName: 'Thapa',
    email: 'admin@himalayantraders.example',
    memberships: [
      { companyCode: 'HTL', userType: 'admin', roles: ['Administrator'] },
      { companyCode: 'SSCC', userType: 'staff', roles: ['Staff'] },
    ],
  },
  {
    username: 'staff',
    password: 'Staff@123',
    firstName: 'Gita',
    lastName: 'Karki',
    email: 'staff@himalayantraders.example',
    memberships: [{ companyCode: 'HTL', userType: 'staff', roles: ['Staff'] }],
  },
  {
    username: 'sales1',
    password: 'Sales@123',
    firstName: 'Hari',
    lastName: 'Gurung',
    email: 'hari@himalayantraders.example',
    memberships: [{ companyCode: 'HTL', userType: 'salesPerson', roles: ['Sales Person'] }],
  },
  {
    username: 'sales2',
    password: 'Sales@123',
    firstName: 'Maya',
    lastName: 'Rai',
    email: 'maya@himalayantraders.example',
    memberships: [{ companyCode: 'HTL', userType: 'salesPerson', roles: ['Sales Person'] }],
  },
  {
    username: 'dealer',
    password: 'Dealer@123',
    firstName: 'Bishnu',
    lastName: 'Shrestha',
    email: 'dealer@bishnutraders.example',
    memberships: [{ companyCode: 'HTL', userType: 'dealer', roles: ['Dealer'] }],
  },
  {
    username: 'delivery',
    password: 'Delivery@123',
    firstName: 'Kiran',
    lastName: 'Magar',
    email: 'kiran@himalayantraders.example',
    memberships: [{ companyCode: 'HTL', userType: 'deliveryPerson', roles: ['Delivery Person'] }],
  },
  {
    username: 'coopadmin',
    password: 'Admin@123',
    firstName: 'Anita',
    lastName: 'Adhikari',
    email: 'admin@sagarmathacoop.example',
    memberships: [{ companyCode: 'SSCC', userType: 'admin', roles: ['Administrator'] }],
  },
];
