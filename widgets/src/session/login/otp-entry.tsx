import { OTP_DIGITS } from '@backoffice/shared/constants';
import { SIGN_IN_MESSAGES } from '@backoffice/shared/session/sign-in.messages';
import type { LoginUser } from '@backoffice/shared/session/sign-in.schema';
import { useId, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { emptyOtp, OtpBoxes } from '../../ui/fields/otp-boxes.tsx';
import { twoFactorHostApi } from './two-factor-host.ts';

interface OtpEntryProps {
  challengeToken: string;
  submitLabel: string;
  onVerified: (user: LoginUser) => void;
}

/** The six boxes, their message and the button that sends the code for the pending sign-in. */
export const OtpEntry = ({ challengeToken, submitLabel, onVerified }: OtpEntryProps) => {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const verify = async () => {
    if (busy) return;
    const code = digits.join('');
    if (code.length === 0) return setError(SIGN_IN_MESSAGES.enterOtp);
    if (code.length !== OTP_DIGITS) return setError(SIGN_IN_MESSAGES.otpLength);
    setBusy(true);
    try {
      const verified = await twoFactorHostApi.verify(challengeToken, { token: code });
      onVerified(verified.User);
    } catch (failure) {
      setError(errorMessage(failure, SIGN_IN_MESSAGES.otpFailed));
      setDigits(emptyOtp());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      <OtpBoxes
        value={digits}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        onChange={(next) => {
          setDigits(next);
          setError(undefined);
        }}
        onSubmit={() => void verify()}
      />
      <p id={errorId} className="bo-field-error bo-otp-error" role="alert">
        {error ?? ''}
      </p>
      <button type="submit" className="bo-btn bo-btn-primary bo-btn-block" disabled={busy}>
        {busy ? 'Verifying…' : submitLabel}
      </button>
    </form>
  );
};
