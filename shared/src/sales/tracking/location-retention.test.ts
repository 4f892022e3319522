import { describe, expect, it } from 'vitest';
import { RETENTION_LIMITS, retentionProblem } from './location-retention.js';

describe('location retention', () => {
  it('takes whole days within the limits and names them otherwise', () => {
    expect(retentionProblem(' 30 ')).toBeUndefined();
    expect(retentionProblem(String(RETENTION_LIMITS.min))).toBeUndefined();
    expect(retentionProblem(String(RETENTION_LIMITS.max))).toBeUndefined();
    for (const bad of ['3', '3651', '7.5', '', 'ninety', '-10'])
      expect(retentionProblem(bad)).toBe('RetentionDays must be a whole number of days from 7 to 3650');
  });
});
