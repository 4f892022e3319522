import {
  type HostedElementProps,
  MissingRecordId,
  recordIdOf,
  useChangedEvent,
} from '../../core/element-host.tsx';
import { ReturnDetailPage } from './return-detail-page.tsx';
import { useReturnDetail } from './return-queries.ts';

export interface ReturnDetailElementProps extends HostedElementProps {
  returnId?: number;
}

const WatchedReturn = ({ returnId, container }: { returnId: number } & HostedElementProps) => {
  const detail = useReturnDetail(returnId);
  useChangedEvent(container, detail.data, (changed) => ({
    id: changed.Id,
    returnNo: changed.ReturnNo,
    status: changed.Status,
    version: changed.Version,
  }));
  return <ReturnDetailPage returnId={returnId} />;
};

/**
 * <bo-return-detail return-id="3">: one return with Verify and Cancel. After each change the
 * element fires `changed` with {id, returnNo, status, version}.
 */
export const ReturnDetailElement = ({ returnId, container }: ReturnDetailElementProps) => {
  const id = recordIdOf(returnId);
  if (id === undefined) return <MissingRecordId attribute="return-id" what="return" />;
  return <WatchedReturn key={id} returnId={id} container={container} />;
};
