import { LOGIN_BANNER_KEY, SETTING_KEYS } from '@backoffice/shared/constants';
import type { JsonValue } from '@backoffice/shared/notifications/notification.types';
import type { Database } from '../db/database.js';
import {
  applicationSettingKeysTable,
  bannerKeysTable,
  banners,
  notifications,
  siteInfo,
} from '../db/schema/index.js';

interface DemoNotification {
  companyCode: string;
  username: string;
  title: string;
  link: string | null;
  jsonData?: JsonValue;
  /** How long before the seed time it arrived, in minutes. */
  minutesAgo: number;
  read?: boolean;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/** Spread over minutes, hours, days, months and a year, so every "… ago" form shows in the bell. */
const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    companyCode: 'HTL',
    username: 'admin',
    title: 'Hari Gurung started his beat in Pokhara',
    link: '/dashboard/admin',
    jsonData: { kind: 'beat-started', salesPerson: 'sales1' },
    minutesAgo: 4,
  },
  {
    companyCode: 'HTL',
    username: 'admin',
    title: 'Bishnu Traders placed an order awaiting approval',
    link: '/dashboard/admin',
    jsonData: { kind: 'order-placed', dealer: 'dealer' },
    minutesAgo: 2 * HOUR + 10,
  },
  {
    companyCode: 'HTL',
    username: 'admin',
    title: 'Please confirm the company PAN number and address',
    link: '/general/company/profile',
    minutesAgo: 1 * DAY + 3 * HOUR,
  },
  {
    companyCode: 'HTL',
    username: 'admin',
    title: 'Maya Rai reached 80% of her monthly sales target',
    link: '/dashboard/admin',
    minutesAgo: 6 * DAY,
    read: true,
  },
  {
    companyCode: 'HTL',
    username: 'admin',
    title: 'Welcome to Back Office: your notifications appear here',
    link: '/core/notifications',
    minutesAgo: 2 * 30 * DAY,
    read: true,
  },
  {
    companyCode: 'SSCC',
    username: 'admin',
    title: 'You were added to Sagarmatha Cooperative as staff',
    link: '/dashboard/admin',
    minutesAgo: 3 * DAY,
  },
  {
    companyCode: 'SSCC',
    username: 'coopadmin',
    title: '3 mobile banking renewals are due today',
    link: '/dashboard/admin',
    jsonData: { kind: 'renewals-due', count: 3 },
    minutesAgo: 12,
  },
  {
    companyCode: 'SSCC',
    username: 'coopadmin',
    title: 'New mobile banking activation request from Lalitpur Branch',
    link: '/dashboard/admin',
    minutesAgo: 5 * HOUR,
  },
  {
    companyCode: 'SSCC',
    username: 'coopadmin',
    title: 'Two-factor sign-in is now required for all staff',
    link: '/core/notifications',
    minutesAgo: 2 * DAY,
    read: true,
  },
  {
    companyCode: 'SSCC',
    username: 'coopadmin',
    title: 'Review the cooperative profile before the annual general meeting',
    link: '/general/company/profile',
    minutesAgo: 4 * 30 * DAY,
    read: true,
  },
  {
    companyCode: 'HTL',
    username: 'superadmin',
    title: 'Sagarmatha Cooperative turned on two-factor sign-in',
    link: '/core/notifications',
    minutesAgo: 35,
  },
  {
    companyCode: 'HTL',
    username: 'superadmin',
    title: 'Himalayan Traders updated its company profile',
    link: '/general/company/profile',
    minutesAgo: 3 * DAY,
  },
  {
    companyCode: 'HTL',
    username: 'superadmin',
    title: 'Platform upgraded to the new Back Office release',
    link: '/dashboard/admin',
    minutesAgo: 400 * DAY,
    read: true,
  },
];

/** Brand images under portal/public/brand, and company 2's side banner on the login page. */
const DEMO_LOGOS: Record<string, string> = { HTL: '/brand/logo.svg', SSCC: '/brand/coop-logo.svg' };
const DEMO_LOGIN_BANNERS: Record<string, string[]> = { SSCC: ['/brand/coop-side.svg'] };

/** The keys the application reads, so each company's settings screen checks their values' types. */
const DEMO_SETTING_KEYS = [
  {
    Key: SETTING_KEYS.twoFactor,
    Name: 'Two-factor sign-in',
    Description: 'true: everyone signs in with a code from an authenticator app as well.',
    ValueType: 'boolean',
    IsPublic: true,
    DefaultValue: 'false',
  },
  {
    Key: SETTING_KEYS.multiBranching,
    Name: 'Multi-branching',
    Description: 'true: the login page asks for a branch.',
    ValueType: 'boolean',
    IsPublic: true,
    DefaultValue: 'false',
  },
  {
    Key: SETTING_KEYS.mapTierKey,
    Name: 'Map tile key',
    Description: "The map provider's key for the live maps; empty uses tiles without a key.",
    ValueType: 'text',
    IsPublic: true,
    DefaultValue: '',
  },
] as const;

const DEMO_BANNER_KEYS = [
  {
    Key: LOGIN_BANNER_KEY,
    Name: 'Login side image',
    Description: 'Shown beside the sign-in form; without one the portal shows its default image.',
  },
] as const;

/** The shell's demo content: notifications, logos and login banners. Runs inside the seed's transaction. */
export const seedDemoShell = async (
  tx: Database,
  ids: { companyIds: ReadonlyMap<string, number>; userIds: ReadonlyMap<string, number> },
  now: Date,
): Promise<void> => {
  const companyOf = (code: string) => {
    const id = ids.companyIds.get(code);
    if (id === undefined) throw new Error(`seed: unknown company ${code}`);
    return id;
  };
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  await tx.insert(notifications).values(
    DEMO_NOTIFICATIONS.map((demo) => {
      const userId = ids.userIds.get(demo.username);
      if (userId === undefined) throw new Error(`seed: unknown user ${demo.username}`);
      const addedOn = ago(demo.minutesAgo);
      return {
        companyId: companyOf(demo.companyCode),
        userId,
        title: demo.title,
        link: demo.link,
        jsonData: demo.jsonData ?? null,
        addedOn,
        // Read a little after arrival, as a person would.
        readAt: demo.read ? new Date(addedOn.getTime() + 30 * 60_000) : null,
      };
    }),
  );
  await tx.insert(siteInfo).values(
    Object.entries(DEMO_LOGOS).map(([code, logoPath]) => ({
      companyId: companyOf(code),
      logoPath,
      updatedAt: now,
    })),
  );
  await tx.insert(banners).values(
    Object.entries(DEMO_LOGIN_BANNERS).flatMap(([code, paths]) =>
      paths.map((imagePath, sort) => ({
        companyId: companyOf(code),
        bannerKey: LOGIN_BANNER_KEY,
        imagePath,
        sort,
        addedOn: now,
      })),
    ),
  );
  const everyCompany = [...ids.companyIds.values()];
  const stamps = { createdAt: now, updatedAt: now };
  await tx
    .insert(applicationSettingKeysTable)
    .values(
      everyCompany.flatMap((companyId) => DEMO_SETTING_KEYS.map((key) => ({ ...key, ...stamps, companyId }))),
    );
  await tx
    .insert(bannerKeysTable)
    .values(
      everyCompany.flatMap((companyId) => DEMO_BANNER_KEYS.map((key) => ({ ...key, ...stamps, companyId }))),
    );
};
