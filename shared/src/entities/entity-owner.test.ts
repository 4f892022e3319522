import { describe, expect, it } from 'vitest';
import { ENTITIES } from './entity-registry.js';

describe('declared owners', () => {
  const owned = ENTITIES.filter((entity) => entity.owner !== undefined);

  it('are a person’s own requests and records (leaves, advances, claims, day logs) and dealer retailers', () => {
    expect(owned.map((entity) => entity.name).sort()).toEqual([
      'AdvanceRequest',
      'DayLog',
      'DealerRetailer',
      'Expense',
      'Leave',
    ]);
  });

  it.each(owned.map((entity) => [entity.name, entity] as const))(
    '%s names a required, editable reference to User, and is not imported',
    (_name, entity) => {
      const field = entity.fields[entity.owner?.field ?? ''];
      expect(field).toMatchObject({ kind: 'reference', entity: 'User', required: true });
      expect(field?.access ?? 'editable').toBe('editable');
      // An import's rows would name owners the save's own check never sees.
      expect(entity.importable).toBeUndefined();
    },
  );
});
