/** GET /dashboard/today: today's figures for the home page, today being the company's date. */
export interface DashboardToday {
  /** YYYY-MM-DD in the company's time zone. */
  Date: string;
  /** Sign-ins (sessions opened) into this company today, by anyone. */
  SignInsToday: number;
  /** Active members of the company whose accounts are active. */
  ActiveUsers: number;
  /** Active branches of the company. */
  Branches: number;
  /** The caller's unread notifications in this company. */
  UnreadNotifications: number;
}
