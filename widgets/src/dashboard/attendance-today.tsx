import { formatCount } from '@backoffice/shared/format/money.format';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { AttendanceToday as TodayFigures } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { AlertTriangle, CalendarOff, Clock, UserCheck, UserX } from 'lucide-react';
import { usePagePermission } from '../core/page-permission.ts';
import { QueryProblem } from '../ui/load-problem.tsx';
import { useAttendanceToday } from '../workforce/attendance-sheet/attendance-sheet-queries.ts';
import { listHref, Tile, TileGroup } from './dashboard-tiles.tsx';

const ATTENDANCE = '/workforce/attendance';

const DAY_OFF_LABELS = { holiday: 'A holiday', weeklyOff: 'The weekly day off' } as const;

const Figures = ({ today }: { today: TodayFigures }) => (
  <TileGroup title="Attendance today">
    {[
      today.DayOff && (
        <Tile
          key="day-off"
          label={DAY_OFF_LABELS[today.DayOff]}
          value={`${formatCount(today.CheckedIn)} in`}
          detail="Nobody is expected today"
          icon={CalendarOff}
          href={ATTENDANCE}
        />
      ),
      !today.DayOff && (
        <Tile
          key="checked-in"
          label="Checked in"
          value={formatCount(today.CheckedIn)}
          detail={`of ${formatCount(today.Expected)} expected`}
          icon={UserCheck}
          href={ATTENDANCE}
        />
      ),
      !today.DayOff && (
        <Tile
          key="not-in"
          label="Not in yet"
          value={formatCount(today.NotIn)}
          detail={`${formatCount(today.OnLeave)} on leave`}
          icon={UserX}
          href={listHref(ATTENDANCE, { tab: 'notin' })}
        />
      ),
      !today.DayOff && (
        <Tile key="late" label="Late" value={formatCount(today.Late)} icon={Clock} href={ATTENDANCE} />
      ),
      <Tile
        key="flagged"
        label="Flagged check-ins"
        value={formatCount(today.Flagged)}
        detail="Outside every place, or a doubtful position"
        icon={AlertTriangle}
        href={listHref(ATTENDANCE, { flagged: 'true' })}
        warn={today.Flagged > 0}
      />,
    ]}
  </TileGroup>
);

/**
 * Today's attendance on the dashboard: who is in, not in yet, late and flagged, each opening the
 * attendance screen. Only for those who may view attendance (a company without the sales module has
 * no such page, so no one may).
 */
export const AttendanceTodayTiles = () => {
  const mayView = usePagePermission(PAGE_CODES.Attendance, 'view');
  const today = useAttendanceToday(mayView);
  if (!mayView || today.isPending) return null;
  if (today.isError) return <QueryProblem query={today} />;
  return <Figures today={today.data} />;
};
