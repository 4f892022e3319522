import { DirectionsMap } from '../maps/directions-map.tsx';
import { Modal } from '../ui/dialogs/modal.tsx';
import { QueryProblem } from '../ui/load-problem.tsx';
import { Loader } from '../ui/loader.tsx';
import { useShownDates } from '../ui/shown-dates.ts';
import { useVisitDetail } from './tracking-queries.ts';
import { VisitFiles } from './visit-files.tsx';
import { visitDuration, visitPlace } from './visit-format.ts';

/** One visit: when, who, where (a small map of the position), the remarks and the photos. */
export const VisitDetailDialog = ({ visitId, onClose }: { visitId: number; onClose: () => void }) => {
  const dates = useShownDates();
  const detail = useVisitDetail(visitId);
  const visit = detail.data;
  return (
    <Modal open title={visit ? visitPlace(visit) : 'Visit'} onClose={onClose}>
      <div className="bo-visit-detail">
        {detail.isPending ? <Loader label="Loading the visit" /> : null}
        {detail.isError ? (
          <QueryProblem query={detail} notFound="This visit does not exist, or you may not see it." />
        ) : null}
        {visit ? (
          <>
            <dl className="bo-visit-facts">
              <dt>Sales person</dt>
              <dd>{visit.SalesPersonName}</dd>
              <dt>Checked in</dt>
              <dd>{dates.moment(visit.CheckInAt)}</dd>
              <dt>Checked out</dt>
              <dd>{visit.CheckOutAt ? dates.moment(visit.CheckOutAt) : 'Not yet'}</dd>
              <dt>Duration</dt>
              <dd>{visitDuration(visit.VisitDuration)}</dd>
              {visit.PartyName && visit.LocationName && visit.LocationName !== visit.PartyName ? (
                <>
                  <dt>Location</dt>
                  <dd>{visit.LocationName}</dd>
                </>
              ) : null}
              {visit.PurposeName ? (
                <>
                  <dt>Purpose</dt>
                  <dd>{visit.PurposeName}</dd>
                </>
              ) : null}
              <dt>Remarks</dt>
              <dd>{visit.Remarks || '—'}</dd>
            </dl>
            <VisitFiles files={visit.Files} large />
            <div className="bo-visit-map">
              <DirectionsMap latitude={String(visit.Latitude)} longitude={String(visit.Longitude)} />
            </div>
          </>
        ) : null}
      </div>
    </Modal>
  );
};
