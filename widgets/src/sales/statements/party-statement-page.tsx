import { formatCount } from '@backoffice/shared/format/money.format';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoins, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { AppLink, useNavigate } from '../../core/navigation.tsx';
import { ReferenceSelect } from '../../entities/form/reference-select.tsx';
import { DateRangeFields } from '../../ui/fields/date-range-fields.tsx';
import { FieldErrorText } from '../../ui/fields/field-frame.tsx';
import { Pagination } from '../../ui/list/pagination.tsx';
import { LoadProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { newCollectionPath, statementPath } from '../common/document-format.ts';
import { useActionPermission, usePartyName } from '../common/document-queries.ts';
import { PartyBalanceSummary } from './party-balance-summary.tsx';
import { PartyStatementSheet } from './party-statement-sheet.tsx';
import { usePartyBalance, usePartyStatement } from './statement-queries.ts';
import { defaultStatementRange, rangeProblem, type StatementRange } from './statement-range.ts';

/** Lines per page: a printed page or two. */
const STATEMENT_PAGE_SIZE = 50;

/**
 * /salesapp/statement?partyId= (and /salesapp/parties/{id}/statement): a party's balance and its
 * statement over a date range, printable. The party is the address's, so a statement can be
 * bookmarked and sent; choosing another party changes the address.
 */
export const PartyStatementPage = ({
  partyId,
  onPartyChange,
}: {
  partyId?: number | undefined;
  /** An embedded statement changes its party in place; the portal's changes the address instead. */
  onPartyChange?: ((partyId: number | undefined) => void) | undefined;
}) => {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [range, setRange] = useState<StatementRange>(() => defaultStatementRange(new Date()));
  const [pageNo, setPageNo] = useState(1);
  const partyName = usePartyName(partyId);
  const partyKey = partyId === undefined ? '' : String(partyId);
  const problem = rangeProblem(range);
  const statement = usePartyStatement({
    partyId: problem ? '' : partyKey,
    fromDate: range.fromDate,
    toDate: range.toDate,
    pageNo,
    pageSize: STATEMENT_PAGE_SIZE,
  });
  const balance = usePartyBalance(partyKey);
  const canCollect = useActionPermission('Payment', 'Create');
  const sheet = statement.data;
  const changeRange = (change: Partial<StatementRange>) => {
    setRange({ ...range, ...change });
    setPageNo(1);
  };

  return (
    <div className="bo-page bo-chalan-page bo-statement-page">
      <div className="bo-page-head bo-no-print">
        <div>
          <h1>Party statement</h1>
          <p className="bo-muted">
            The party’s ledger: every order, return, payment and voucher in the books, day by day.
          </p>
        </div>
        <div className="bo-button-row">
          {partyId !== undefined && canCollect ? (
            <AppLink href={newCollectionPath(partyId)} className="bo-btn">
              <HandCoins size={18} aria-hidden="true" />
              Record a payment
            </AppLink>
          ) : null}
          <button
            type="button"
            className="bo-btn bo-btn-primary"
            disabled={!sheet}
            onClick={() => window.print()}
          >
            <Printer size={18} aria-hidden="true" />
            Print
          </button>
        </div>
      </div>

      <div className="bo-toolbar bo-entity-toolbar bo-no-print">
        <div className="bo-field bo-filter bo-statement-party">
          <label htmlFor={`${id}-party`}>Party</label>
          <ReferenceSelect
            id={`${id}-party`}
            label="Party"
            apiPath="party"
            value={{ id: partyKey, name: partyId === undefined ? '' : (partyName.data ?? '') }}
            onChange={(party) => {
              // The chosen name is known: the address's party needs no second look-up.
              if (party.id) queryClient.setQueryData(['party-name', Number(party.id)], { Name: party.name });
              setPageNo(1);
              const chosen = party.id ? Number(party.id) : undefined;
              if (onPartyChange) onPartyChange(chosen);
              else navigate(statementPath(chosen));
            }}
          />
        </div>
        <DateRangeFields
          legend="Period"
          range={range}
          onChange={changeRange}
          invalid={Boolean(problem)}
          inputsDescribedBy={problem ? `${id}-range-error` : undefined}
        >
          <FieldErrorText id={`${id}-range`} error={problem} />
        </DateRangeFields>
      </div>

      {partyId === undefined ? (
        <p className="bo-empty bo-no-print">Choose a party to see its balance and statement.</p>
      ) : null}
      {balance.data ? (
        <div className="bo-no-print">
          <PartyBalanceSummary balance={balance.data} />
        </div>
      ) : null}
      {balance.isError ? (
        <LoadProblem
          className="bo-no-print"
          error={balance.error}
          retrying={balance.isFetching}
          onRetry={() => void balance.refetch()}
          notFound="This party does not exist, or it belongs to another company."
        />
      ) : null}
      {statement.isFetching && !sheet ? <Loader label="Loading the statement" /> : null}
      {statement.isError ? (
        <LoadProblem
          className="bo-no-print"
          error={statement.error}
          retrying={statement.isFetching}
          onRetry={() => void statement.refetch()}
        />
      ) : null}
      {sheet && partyId !== undefined ? (
        <>
          <p className="bo-sr-only" role="status">
            {formatCount(sheet.TotalCount)} lines on the statement
          </p>
          <PartyStatementSheet statement={sheet} />
          <div className="bo-no-print">
            <Pagination
              pageNo={pageNo}
              pageSize={STATEMENT_PAGE_SIZE}
              totalCount={sheet.TotalCount}
              onPageChange={setPageNo}
              label="Statement pages"
            />
          </div>
        </>
      ) : null}
    </div>
  );
};
