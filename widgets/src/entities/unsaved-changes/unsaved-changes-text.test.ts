import { describe, expect, it } from 'vitest';
import { leaveQuestion, listInWords } from './unsaved-changes-text.ts';

describe('leaveQuestion', () => {
  it('names the parts of the page that hold unsaved changes', () => {
    expect(leaveQuestion(['Permissions'])).toBe(
      'You have changes in Permissions that are not saved. They will be lost if you leave.',
    );
    expect(leaveQuestion(['Role details', 'Permissions'])).toBe(
      'You have changes in Role details and Permissions that are not saved. They will be lost if you leave.',
    );
  });

  it('still reads well when no part is named', () => {
    expect(leaveQuestion([])).toBe('You have changes that are not saved. They will be lost if you leave.');
  });
});

describe('listInWords', () => {
  it('joins with commas and a final "and"', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['A'])).toBe('A');
    expect(listInWords(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
