import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { INPUT_SAFETY_MESSAGES, MAX_INPUT_DEPTH, refuseUnsafeInput, unsafeInputOf } from './input-safety.js';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
};

describe('unsafeInputOf', () => {
  it('takes nesting up to the limit and refuses one level more, naming the top-level field', () => {
    expect(unsafeInputOf({ Lines: nested(MAX_INPUT_DEPTH - 1) })).toBeNull();
    expect(unsafeInputOf({ Name: 'x', Lines: nested(MAX_INPUT_DEPTH) })).toEqual({
      Field: 'Lines',
      Message: 'The request nests values more than 64 levels deep.',
    });
  });

  it('walks any depth without overflowing the stack (the body is the deep value)', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(unsafeInputOf(deep)).toEqual({ Field: '(body)', Message: INPUT_SAFETY_MESSAGES.tooDeep });
  });

  it('names the first field holding a NUL character or a lone surrogate, in the order sent', () => {
    expect(unsafeInputOf({ A: 'ok', B: [{ C: 'x\ud800' }], D: 'y\u0000' })).toEqual({
      Field: 'B.0.C',
      Message: INPUT_SAFETY_MESSAGES.surrogate,
    });
    expect(unsafeInputOf({ A: ['a', 'b\u0000'] })).toEqual({
      Field: 'A.1',
      Message: INPUT_SAFETY_MESSAGES.nul,
    });
    expect(unsafeInputOf('\udc00')).toEqual({ Field: '(body)', Message: INPUT_SAFETY_MESSAGES.surrogate });
  });

  it('checks keys as well as values', () => {
    expect(unsafeInputOf({ Data: { 'k\udfff': 1 } })).toEqual({
      Field: 'Data.k\udfff',
      Message: INPUT_SAFETY_MESSAGES.surrogate,
    });
  });

  it('keeps text whose surrogates come in pairs (emoji, rare scripts)', () => {
    expect(unsafeInputOf({ Remarks: 'नमस्ते 😀 𝒳', Count: 3, Flag: null })).toBeNull();
  });

  it('refuses a list with holes, such as a multipart name Lines[999999999] makes', () => {
    const sparse: unknown[] = [];
    sparse[999_999_999] = { ProductId: '1' };
    expect(unsafeInputOf({ Lines: sparse })).toEqual({
      Field: 'Lines',
      Message: INPUT_SAFETY_MESSAGES.listGap,
    });
  });
});

describe('refuseUnsafeInput', () => {
  it('throws a 400 naming the field', () => {
    let thrown: unknown;
    try {
      refuseUnsafeInput({ Remarks: 'a\ud800b' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      code: 400,
      message: INPUT_SAFETY_MESSAGES.surrogate,
      fieldErrors: [{ Field: 'Remarks', Message: INPUT_SAFETY_MESSAGES.surrogate }],
    });
  });
});
