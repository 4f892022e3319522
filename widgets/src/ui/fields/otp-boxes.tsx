import { OTP_DIGITS } from '@backoffice/shared/constants';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';

interface OtpBoxesProps {
  value: string[];
  onChange: (digits: string[]) => void;
  onSubmit: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}

export const emptyOtp = (): string[] => Array.from({ length: OTP_DIGITS }, () => '');

const digitsOf = (text: string): string[] => text.replace(/\D/g, '').slice(0, OTP_DIGITS).split('');

/**
 * Six single-digit boxes (spec section 2): typing moves on, Backspace clears and moves back,
 * pasting or autofilling a code fills every box, Enter submits.
 */
export const OtpBoxes = ({ value, onChange, onSubmit, invalid, describedBy }: OtpBoxesProps) => {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_DIGITS - 1, index))]?.focus();

  useEffect(() => {
    boxes.current[0]?.focus();
  }, []);

  const fillFrom = (start: number, digits: string[]) => {
    const next = [...value];
    digits.forEach((digit, offset) => {
      if (start + offset < OTP_DIGITS) next[start + offset] = digit;
    });
    onChange(next);
    focusBox(start + digits.length);
  };

  const onInput = (index: number, text: string) => {
    const digits = digitsOf(text);
    if (digits.length === 0) {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    if (digits.length === OTP_DIGITS) {
      fillFrom(0, digits);
      return;
    }
    // A box that already held a digit now holds two: the one just typed is the last.
    fillFrom(index, digits.slice(-1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...value];
      const target = value[index] ? index : Math.max(0, index - 1);
      next[target] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits.length === 0) return;
    event.preventDefault();
    fillFrom(digits.length === OTP_DIGITS ? 0 : index, digits);
  };

  return (
    <fieldset className="bo-otp" style={{ border: 0, padding: 0 }}>
      <legend className="bo-sr-only">One-time code, {OTP_DIGITS} digits</legend>
      {value.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={`Digit ${index + 1} of ${OTP_DIGITS}`}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onInput(index, event.currentTarget.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </fieldset>
  );
};
