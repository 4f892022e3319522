import { type HostedElementProps, recordIdOf } from '../../core/element-host.tsx';
import { ChalanPage } from './chalan-page.tsx';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ChalanElementProps extends HostedElementProps {
  deliveryUserId?: number;
  date?: string;
}

/** <bo-chalan delivery-user-id="7" date="2026-05-14">: the delivery sheet; both attributes optional. */
export const ChalanElement = ({ deliveryUserId, date }: ChalanElementProps) => {
  const user = recordIdOf(deliveryUserId);
  // A malformed date would only earn a 400 from the server: today is shown instead.
  const day = date !== undefined && ISO_DATE.test(date) ? date : undefined;
  return <ChalanPage key={`${user ?? ''}|${day ?? ''}`} deliveryUserId={user} date={day} />;
};
