import { describe, expect, it } from 'vitest';
import { ENTITIES } from './entity-registry.js';

describe('declared owners', () => {
  const owned = ENTITIES.filter((entity) => entity.owner !== undefined);

  it('are leaves and dealer retailers', () => {
    expect(owned.map((entity) => entity.name).sort()).toEqual(['DealerRetailer', 'Leave']);
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
