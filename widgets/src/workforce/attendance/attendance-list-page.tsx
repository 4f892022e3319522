import { CalendarCheck, Plus, Settings } from 'lucide-react';
import { useState } from 'react';
import { AppLink } from '../../core/navigation.tsx';
import { useActionPermission } from '../../sales/common/document-queries.ts';
import { addressFilters, oneOf } from '../../ui/list/address-filters.ts';
import { TabList } from '../../ui/tab-list.tsx';
import { AttendanceDaysTab } from './attendance-days-tab.tsx';
import { AttendanceNotInTab } from './attendance-not-in-tab.tsx';
import { ATTENDANCE_PATH, NEW_ATTENDANCE_PATH } from './attendance-queries.ts';

const TABS = ['days', 'notin'] as const;
type AttendanceTab = (typeof TABS)[number];
const TAB_LABELS: Record<AttendanceTab, string> = { days: 'Days', notin: 'Not in' };

/**
 * /workforce/attendance: the days people checked in (to review and approve), and who is not in on a
 * day and why. `?tab=notin` opens the second tab (the dashboard's "not in" figure links there).
 */
export const AttendanceListPage = () => {
  const [tab, setTab] = useState<AttendanceTab>(
    () => addressFilters<{ tab: AttendanceTab }>({ tab: oneOf(TABS) }).tab ?? 'days',
  );
  const canEnter = useActionPermission('Attendance', 'Edit');
  const canSettle = useActionPermission('AttendanceSettings', 'View');

  return (
    <div className="bo-page bo-attendance-page">
      <div className="bo-page-head">
        <h1>Attendance</h1>
        <div className="bo-button-row">
          <AppLink href={`${ATTENDANCE_PATH}/sheet`} className="bo-btn">
            <CalendarCheck size={18} aria-hidden="true" />
            Monthly sheet
          </AppLink>
          {canSettle ? (
            <AppLink href={`${ATTENDANCE_PATH}/settings`} className="bo-btn">
              <Settings size={18} aria-hidden="true" />
              Settings
            </AppLink>
          ) : null}
          {canEnter ? (
            <AppLink href={NEW_ATTENDANCE_PATH} className="bo-btn bo-btn-primary">
              <Plus size={18} aria-hidden="true" />
              Enter a day
            </AppLink>
          ) : null}
        </div>
      </div>
      <TabList
        idPrefix="bo-attendance"
        label="Attendance"
        tabs={TABS}
        labels={TAB_LABELS}
        active={tab}
        onChange={setTab}
      >
        {tab === 'days' ? <AttendanceDaysTab /> : <AttendanceNotInTab />}
      </TabList>
    </div>
  );
};
