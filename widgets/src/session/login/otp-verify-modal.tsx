import type { LoginUser } from '@backoffice/shared/session/sign-in.schema';
import { Modal } from '../../ui/dialogs/modal.tsx';
import { OtpEntry } from './otp-entry.tsx';

interface OtpVerifyModalProps {
  challengeToken: string;
  onVerified: (user: LoginUser) => void;
  onCancel: () => void;
}

/** Spec section 2: the modal for the code of an enrolled authenticator app. */
export const OtpVerifyModal = ({ challengeToken, onVerified, onCancel }: OtpVerifyModalProps) => (
  <Modal open title="Two-factor verification" onClose={onCancel}>
    <p className="bo-muted">Enter the 6-digit code from your authenticator app.</p>
    <OtpEntry challengeToken={challengeToken} submitLabel="Verify OTP" onVerified={onVerified} />
  </Modal>
);
