import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkBody } from './body-schema-check.ts';

const body = z.object({
  Id: z.coerce.number({ error: 'Id must be a number' }).int().positive({ error: 'Id must be a number' }),
  Name: z.string().trim().min(1, { error: 'Name is required' }),
  Remarks: z.string().optional(),
});

describe('checkBody', () => {
  it('answers the body as the schema reads it, without the fields not given', () => {
    expect(checkBody(body, { Id: '4', Name: ' Ram ' }, { fields: ['Name'] })).toEqual({
      ok: true,
      body: { Id: 4, Name: 'Ram' },
      errors: {},
      problems: [],
    });
  });

  it('puts a message on its control, and one for a field without a control above the form', () => {
    expect(checkBody(body, { Id: 'x', Name: '' }, { fields: ['Name'] })).toEqual({
      ok: false,
      errors: { Name: 'Name is required' },
      problems: ['Id must be a number'],
    });
  });
});
