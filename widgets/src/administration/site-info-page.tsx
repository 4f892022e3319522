import { APPLICATION_SETTING } from '@backoffice/shared/entities/administration/application-setting.entity';
import { toInternalPath } from '@backoffice/shared/internal-path';
import { SITE_INFO_MESSAGES } from '@backoffice/shared/site/site-info.contract';
import { useStore } from '@nanostores/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageOff, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { $calendarMode } from '../core/preferences.store.ts';
import { serverUrl } from '../core/site-config.ts';
import { formatFieldValue } from '../entities/entity-format.ts';
import { useActionPermission } from '../entities/entity-queries.ts';
import { DeleteButton } from '../ui/delete-button.tsx';
import { Modal } from '../ui/dialogs/modal.tsx';
import { QueryProblem } from '../ui/load-problem.tsx';
import { Loader } from '../ui/loader.tsx';
import { toast } from '../ui/toast.store.ts';
import { refreshSiteInfo, removeSiteLogo, saveSiteLogo, useSiteInfoSettings } from './site-info-queries.ts';
import { SiteLogoPicker } from './site-logo-picker.tsx';

/**
 * The company's site info (spec: Site info, LogoPath) at /admin/site-info and <bo-site-info>: the
 * logo the login page and the header show, replaced or removed with siteinfo/save. Its permission
 * is the application settings page's, as on the server.
 */
export const SiteInfoPage = () => {
  const id = useId();
  const queryClient = useQueryClient();
  const calendarMode = useStore($calendarMode);
  const info = useSiteInfoSettings();
  const canEdit = useActionPermission(APPLICATION_SETTING, 'edit');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [resetKey, setResetKey] = useState(0);

  const save = useMutation({
    mutationFn: (logo: File | null) => (logo ? saveSiteLogo(logo) : removeSiteLogo()),
    onSuccess: (saved) => {
      toast.success(saved.LogoPath ? SITE_INFO_MESSAGES.saved : SITE_INFO_MESSAGES.removed);
      setFile(null);
      setAsking(false);
      setResetKey((count) => count + 1);
      // What the header shows changes with this save too.
      void refreshSiteInfo(queryClient);
    },
    onError: (error) => {
      const message = errorMessage(error);
      setProblem(message);
      toast.error(message);
    },
  });

  const logoPath = toInternalPath(info.data?.LogoPath ?? null);
  const updated = info.data?.UpdatedAt
    ? formatFieldValue({ kind: 'datetime', label: '' }, info.data.UpdatedAt, calendarMode)
    : '';

  return (
    <div className="bo-page bo-site-info">
      <div className="bo-page-head">
        <div>
          <h1>Site Info</h1>
          <p className="bo-muted">The logo the login page and the header show.</p>
        </div>
      </div>
      {info.isPending ? <Loader label="Loading the site info" /> : null}
      {info.isError ? <QueryProblem query={info} /> : null}
      {info.data ? (
        <section className="bo-card bo-site-logo" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="bo-card-title">
            Logo
          </h2>
          {logoPath ? (
            <figure className="bo-logo-frame">
              <img src={serverUrl(logoPath)} alt="Current logo" />
              {updated ? <figcaption className="bo-muted">Saved {updated}</figcaption> : null}
            </figure>
          ) : (
            <p className="bo-logo-empty">
              <ImageOff size={20} aria-hidden="true" />
              <span>No logo yet: the login page and the header show the company name instead.</span>
            </p>
          )}
          {canEdit ? (
            <>
              <SiteLogoPicker
                file={file}
                problem={problem}
                disabled={save.isPending}
                resetKey={resetKey}
                onChoose={(chosen, refused) => {
                  setFile(chosen);
                  setProblem(refused);
                }}
              />
              <div className="bo-form-actions">
                <button
                  type="button"
                  className="bo-btn bo-btn-primary"
                  disabled={!file || save.isPending}
                  onClick={() => file && save.mutate(file)}
                >
                  <Upload size={16} aria-hidden="true" />
                  {save.isPending && file ? 'Saving…' : 'Save logo'}
                </button>
                {logoPath ? (
                  <DeleteButton disabled={save.isPending} onClick={() => setAsking(true)} iconSize={16}>
                    Remove logo
                  </DeleteButton>
                ) : null}
              </div>
            </>
          ) : (
            <p className="bo-muted">Changing the logo needs Edit permission on Application Settings.</p>
          )}
        </section>
      ) : null}
      <Modal
        open={asking}
        title="Remove the logo?"
        onClose={save.isPending ? undefined : () => setAsking(false)}
        footer={
          <>
            <button
              type="button"
              className="bo-btn"
              disabled={save.isPending}
              onClick={() => setAsking(false)}
            >
              Go back
            </button>
            <button
              type="button"
              className="bo-btn bo-btn-danger"
              disabled={save.isPending}
              onClick={() => save.mutate(null)}
            >
              {save.isPending ? 'Removing…' : 'Remove logo'}
            </button>
          </>
        }
      >
        <p className="bo-modal-text">
          The login page and the header will show no logo until a new one is saved.
        </p>
      </Modal>
    </div>
  );
};
