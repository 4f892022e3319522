import { PAGE_CODES } from '../page-codes.js';
import type { MenuItemEntry } from './menu.js';

/**
 * Attendance, hand-written: the day's check-ins and the absent, the month's sheet, and the rules
 * (office hours, the weekly day off, what a check-in outside every place does).
 */
export const WORKFORCE_ITEMS: MenuItemEntry[] = [
  {
    id: 234,
    name: 'Attendance',
    url: '/workforce/attendance',
    addUrl: '/workforce/attendance/new',
    icon: 'user-check',
    pageCode: PAGE_CODES.Attendance,
    module: 'SalesApp',
  },
  {
    id: 235,
    name: 'Attendance Sheet',
    url: '/workforce/attendance/sheet',
    addUrl: null,
    icon: 'calendar-check',
    pageCode: PAGE_CODES.Attendance,
    module: 'SalesApp',
  },
  {
    id: 236,
    name: 'Attendance Settings',
    url: '/workforce/attendance/settings',
    addUrl: null,
    icon: 'sliders',
    pageCode: PAGE_CODES.AttendanceSettings,
    module: 'SalesApp',
  },
];
