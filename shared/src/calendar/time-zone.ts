/** A company's zone when it has none stored (the demo's, and the database column's default). */
export const DEFAULT_TIME_ZONE = 'Asia/Kathmandu';
