import { screen, within } from '@testing-library/dom';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $companyTimeZone } from '../../core/company-time.ts';
import { $calendarMode } from '../../core/preferences.store.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { DateInput } from './date-input.tsx';

/** The input in a form that shows what it holds, as a screen's state would. */
const Held = ({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) => {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <label htmlFor="day">Day</label>
      <DateInput id="day" value={value} onChange={setValue} min={min} max={max} />
      <output aria-label="Held">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Clear filters
      </button>
    </div>
  );
};

const held = () => screen.getByLabelText('Held').textContent;
const focusedName = () => document.activeElement?.getAttribute('aria-label');
const box = () => screen.getByLabelText('Day') as HTMLInputElement;
/** Renders the form and waits for React or Preact to draw it. */
const show = async (props: Parameters<typeof Held>[0] = {}) => {
  renderScreen(<Held {...props} />);
  await screen.findByLabelText('Day');
};

describe('DateInput', () => {
  beforeEach(() => {
    $companyTimeZone.set('Asia/Kathmandu');
  });
  afterEach(() => {
    $calendarMode.set('AD');
  });

  it('holds the AD day typed in AD mode', async () => {
    await show();
    await user.type(box(), '2026-11-27');
    await expect.poll(held).toBe('2026-11-27');
  });

  it('shows and reads BS in BS mode, holding the AD day', async () => {
    $calendarMode.set('BS');
    await show({ initial: '2026-11-27' });
    expect(box().value).toBe('2083-08-11');
    await user.clear(box());
    await user.type(box(), '2083/8/12');
    await expect.poll(held).toBe('2026-11-28');
  });

  it('says when the text names no day, and holds none', async () => {
    $calendarMode.set('BS');
    await show({ initial: '2026-11-27' });
    await user.clear(box());
    await user.type(box(), '2083-13-01');
    await expect.poll(held).toBe('');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Not a date: Year-month-day (BS), e.g. 2083-08-11')).toBeTruthy();
  });

  it('refuses a typed day outside min and max', async () => {
    await show({ min: '2026-11-01', max: '2026-11-30' });
    await user.type(box(), '2026-12-01');
    await expect.poll(held).toBe('');
    expect(await screen.findByText('This day is outside the dates allowed here')).toBeTruthy();
  });

  it('picks a day from the month grid with the keyboard, in BS', async () => {
    $calendarMode.set('BS');
    await show({ initial: '2026-11-27' });
    await user.click(screen.getByRole('button', { name: 'Choose a date (BS)' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a date (BS)' });
    expect(within(picker).getByRole('heading').textContent).toBe('Mangsir 2083');
    await expect.poll(focusedName).toBe('Friday, Mangsir 11, 2083');

    await user.keyboard('{ArrowRight}');
    await expect.poll(focusedName).toBe('Saturday, Mangsir 12, 2083');
    await user.keyboard('{ArrowDown}');
    await expect.poll(focusedName).toBe('Saturday, Mangsir 19, 2083');
    await user.keyboard('{Enter}');
    await expect.poll(held).toBe('2026-12-05');
    expect(box().value).toBe('2083-08-19');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await expect.poll(focusedName).toBe('Choose a date (BS)');
  });

  it('turns the month with Page Down and closes with Escape, keeping the day', async () => {
    await show({ initial: '2026-01-31' });
    await user.click(screen.getByRole('button', { name: 'Choose a date (AD)' }));
    await expect.poll(focusedName).toBe('Saturday, January 31, 2026');
    await user.keyboard('{PageDown}');
    // February has no 31st: the focus stays in the month, on its last day.
    await expect.poll(() => screen.getByRole('heading').textContent).toBe('February 2026');
    await expect.poll(focusedName).toBe('Saturday, February 28, 2026');
    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await expect.poll(held).toBe('2026-01-31');
  });

  it('offers only the days between min and max', async () => {
    await show({ initial: '2026-11-15', min: '2026-11-10', max: '2026-11-20' });
    await user.click(screen.getByRole('button', { name: 'Choose a date (AD)' }));
    await screen.findByRole('dialog');
    const day = (label: string) => screen.getByRole('button', { name: label }) as HTMLButtonElement;
    expect(day('Monday, November 9, 2026').disabled).toBe(true);
    expect(day('Tuesday, November 10, 2026').disabled).toBe(false);
    expect(day('Saturday, November 21, 2026').disabled).toBe(true);
  });

  it('shows a day set from outside, and empties when the screen clears it', async () => {
    await show({ initial: '2026-11-27' });
    await user.clear(box());
    await user.type(box(), '2026-11-2');
    await expect.poll(held).toBe('2026-11-02');
    expect(box().value).toBe('2026-11-2');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expect.poll(() => box().value).toBe('');
  });
});
