import { MODULES } from '@backoffice/shared/catalogue/modules';
import type { CompanyDetail } from '@backoffice/shared/companies/company.contract';
import { formatPhoneNumber } from '@backoffice/shared/text/phone-number';
import { ApiError, NETWORK_FAILURE_MESSAGE } from '../core/api-client.ts';
import { COMPANY_FAILURE, useCompanyDetail } from '../shell/shell-data.ts';
import { QueryProblem } from '../ui/load-problem.tsx';
import { Loader } from '../ui/loader.tsx';

/** An empty value shows as a dash, which a screen reader would read as "em dash": it hears words. */
const NotSet = () => (
  <>
    <span aria-hidden="true">—</span>
    <span className="bo-sr-only">Not set</span>
  </>
);

const textOf = (value: string | null | undefined): string => value?.trim() ?? '';

/** Module codes are what the API speaks; people read the catalogue's names. */
const moduleName = (code: string): string => MODULES.find((module) => module.code === code)?.name ?? code;

/**
 * Spec section 7: the server's message when it sent one, otherwise the fallback (a network failure
 * is not a message from the server).
 */
const failureText = (error: unknown): string =>
  error instanceof ApiError && error.message && error.message !== NETWORK_FAILURE_MESSAGE
    ? error.message
    : COMPANY_FAILURE;

const DETAIL_ROWS: { label: string; value: (company: CompanyDetail) => string }[] = [
  { label: 'Company name', value: (company) => company.CompanyName },
  { label: 'Legal name', value: (company) => company.LegalName },
  { label: 'Company code', value: (company) => company.CompanyCode },
  { label: 'PAN number', value: (company) => company.PanNumber },
  { label: 'Address', value: (company) => company.Address },
  { label: 'Phone', value: (company) => formatPhoneNumber(company.Phone) },
  { label: 'Email', value: (company) => company.Email },
  { label: 'Time zone', value: (company) => company.TimeZone },
];

/** The current company's profile at /general/company/profile, read-only. */
export const CompanyProfilePage = () => {
  // The header's profile menu reads the same query, so opening this page usually costs no call.
  const company = useCompanyDetail();
  const data = company.data;

  return (
    <div className="bo-page">
      <div className="bo-page-head">
        <h1>Company Profile</h1>
      </div>
      {company.isPending ? <Loader label="Loading company details" /> : null}
      {company.isError ? <QueryProblem query={company} describe={failureText} /> : null}
      {data ? (
        <section className="bo-card" aria-labelledby="bo-company-profile-title">
          <h2 id="bo-company-profile-title" className="bo-card-title">
            {textOf(data.LegalName) || textOf(data.CompanyName) || 'Company'}
          </h2>
          <dl className="bo-details">
            {DETAIL_ROWS.map((row) => (
              <div key={row.label} className="bo-details-row">
                <dt>{row.label}</dt>
                <dd>{textOf(row.value(data)) || <NotSet />}</dd>
              </div>
            ))}
            <div className="bo-details-row">
              <dt>Active modules</dt>
              <dd>
                {data.ActiveModules.length > 0 ? (
                  <ul className="bo-chip-list">
                    {data.ActiveModules.map((code) => (
                      <li key={code} className="bo-chip">
                        {moduleName(code)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <NotSet />
                )}
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
    </div>
  );
};
