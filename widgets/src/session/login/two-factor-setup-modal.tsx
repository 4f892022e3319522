import type { LoginUser } from '@backoffice/shared/session/sign-in.schema';
import type { Enrolment } from '@backoffice/shared/session/two-factor.contract';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { Modal } from '../../ui/dialogs/modal.tsx';
import { Loader } from '../../ui/loader.tsx';
import { OtpEntry } from './otp-entry.tsx';
import { twoFactorHostApi } from './two-factor-host.ts';

interface TwoFactorSetupModalProps {
  challengeToken: string;
  siteName: string;
  onVerified: (user: LoginUser) => void;
  onCancel: () => void;
}

/** Spec section 2: 'Enable TwoFactor Authentication' with the QR code, six boxes and Continue. */
export const TwoFactorSetupModal = ({
  challengeToken,
  siteName,
  onVerified,
  onCancel,
}: TwoFactorSetupModalProps) => {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    twoFactorHostApi
      .qrCode(challengeToken, { siteName }, controller.signal)
      .then(setEnrolment)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(errorMessage(error));
      });
    return () => controller.abort();
  }, [challengeToken, siteName]);

  return (
    <Modal open title="Enable TwoFactor Authentication" onClose={onCancel}>
      {failure ? <p className="bo-alert">{failure}</p> : null}
      {!enrolment && !failure ? <Loader label="Preparing your QR code" /> : null}
      {enrolment ? (
        <>
          <div className="bo-qr">
            <img
              src={enrolment.data}
              alt="QR code to add this account to an authenticator app"
              width={220}
              height={220}
            />
          </div>
          <p className="bo-muted">
            Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            Authy…), then enter the 6-digit code it shows.
          </p>
          <details className="bo-secret">
            <summary>Can't scan? Enter this key in the app</summary>
            <code data-testid="totp-secret">{enrolment.secret}</code>
          </details>
          <OtpEntry challengeToken={challengeToken} submitLabel="Continue" onVerified={onVerified} />
        </>
      ) : null}
    </Modal>
  );
};
