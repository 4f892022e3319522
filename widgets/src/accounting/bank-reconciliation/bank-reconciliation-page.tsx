import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { useId, useState } from 'react';
import { usePagePermission } from '../../core/page-permission.ts';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { TabList } from '../../ui/tab-list.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { useReconciliationAccounts } from './bank-reconciliation-queries.ts';
import { MatchPanel } from './match-panel.tsx';
import { ReconciliationStatementPanel } from './reconciliation-statement-panel.tsx';
import { StatementImportPanel } from './statement-import-panel.tsx';

const TABS = ['import', 'match', 'statement'] as const;
type ReconciliationTab = (typeof TABS)[number];

const TAB_LABELS: Readonly<Record<ReconciliationTab, string>> = {
  import: 'Import',
  match: 'Match',
  statement: 'Statement',
};

/**
 * Bank reconciliation of one bank account: import the bank's statement (a CSV file read with the
 * bank's column mapping), match its lines with the books' lines on the account's ledger and date
 * their clearance, and the reconciliation statement as on a day. Importing, matching and clearing
 * need the page's add or edit right; reading needs view.
 */
export const BankReconciliationPage = () => {
  const id = useId();
  const day = useCalendarDay();
  const accounts = useReconciliationAccounts();
  const canCreate = usePagePermission(PAGE_CODES.BankReconciliation, 'create');
  const canEdit = usePagePermission(PAGE_CODES.BankReconciliation, 'edit');
  const canChange = canCreate || canEdit;
  const [picked, setPicked] = useState<number | null>(null);
  // Until one is chosen: Import for who may import (known once the permission check answers).
  const [chosenTab, setTab] = useState<ReconciliationTab | null>(null);
  const tabs: readonly ReconciliationTab[] = canChange ? TABS : TABS.filter((which) => which !== 'import');
  const tab = chosenTab !== null && tabs.includes(chosenTab) ? chosenTab : (tabs[0] ?? 'match');
  const list = accounts.data ?? [];
  const accountId = picked ?? list[0]?.Id ?? null;
  const account = list.find((row) => row.Id === accountId);

  return (
    <div className="bo-page bo-recon-page">
      <SalesListHead title="Bank Reconciliation" />
      {accounts.isPending ? <Loader label="Loading bank accounts" /> : null}
      {accounts.isError ? <QueryProblem query={accounts} /> : null}
      {accounts.data && list.length === 0 ? (
        <p className="bo-empty">No bank accounts yet: add one under Bank Accounts to reconcile it.</p>
      ) : null}
      {account ? (
        <>
          <div className="bo-toolbar bo-entity-toolbar bo-no-print">
            <div className="bo-field bo-filter">
              <label htmlFor={`${id}-account`}>Bank account</label>
              <select
                id={`${id}-account`}
                className="bo-input"
                value={account.Id}
                onChange={(event) => setPicked(Number(event.currentTarget.value))}
              >
                {list.map((row) => (
                  <option key={row.Id} value={row.Id}>
                    {row.AccountName} · {row.BankName} ({row.AccountNumber})
                  </option>
                ))}
              </select>
            </div>
            <p className="bo-filter-note">
              {account.LastStatementDate
                ? `Statement imported up to ${day(account.LastStatementDate)}`
                : 'No statement imported yet'}
            </p>
          </div>

          <TabList
            idPrefix={id}
            label="Bank reconciliation"
            tabs={tabs}
            labels={TAB_LABELS}
            active={tab}
            onChange={setTab}
          >
            {tab === 'import' && canChange ? (
              <StatementImportPanel key={account.Id} id={id} accountId={account.Id} />
            ) : null}
            {tab === 'match' ? (
              <MatchPanel key={account.Id} id={id} accountId={account.Id} canChange={canChange} />
            ) : null}
            {tab === 'statement' ? (
              <ReconciliationStatementPanel key={account.Id} id={id} accountId={account.Id} />
            ) : null}
          </TabList>
        </>
      ) : null}
    </div>
  );
};
