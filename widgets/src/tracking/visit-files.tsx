import type { VisitSummary } from '@backoffice/shared/sales/tracking/tracking.contract';
import { serverUrl } from '../core/site-config.ts';
import { isImageFile } from './visit-format.ts';

/** A visit's files: photos as thumbnails, anything else as a link; each opens in a new tab. */
export const VisitFiles = ({ files, large = false }: { files: VisitSummary['Files']; large?: boolean }) => {
  if (files.length === 0) return large ? null : <span className="bo-muted">—</span>;
  return (
    <ul className={large ? 'bo-visit-files bo-visit-files-large' : 'bo-visit-files'}>
      {files.map((file) => (
        <li key={file.Id}>
          <a href={serverUrl(file.Url)} target="_blank" rel="noopener noreferrer" title={file.FileName}>
            {isImageFile(file) ? (
              <img src={serverUrl(file.Url)} alt={file.FileName} loading="lazy" />
            ) : (
              <span className="bo-visit-file-name">{file.FileName}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
};
