/** How many days a company keeps location points (GET/POST /location/settings). */
export const RETENTION_LIMITS = { min: 7, max: 3650, default: 90 } as const;

export const retentionMessage = (min: number = RETENTION_LIMITS.min, max: number = RETENTION_LIMITS.max) =>
  `RetentionDays must be a whole number of days from ${min} to ${max}`;

/** The rule the server applies and the settings form shows before sending: undefined when the text is good. */
export const retentionProblem = (
  text: string,
  min: number = RETENTION_LIMITS.min,
  max: number = RETENTION_LIMITS.max,
): string | undefined => {
  const trimmed = text.trim();
  const days = Number(trimmed);
  return /^\d+$/.test(trimmed) && days >= min && days <= max ? undefined : retentionMessage(min, max);
};
