import { useState } from 'react';
import { type HostedElementProps, recordIdOf } from '../../core/element-host.tsx';
import { PartyStatementPage } from './party-statement-page.tsx';

export interface PartyStatementElementProps extends HostedElementProps {
  partyId?: number;
}

const StatementOf = ({ first }: { first: number | undefined }) => {
  // Choosing another party stays inside the host page: there is no address of ours to change.
  const [partyId, setPartyId] = useState(first);
  return <PartyStatementPage partyId={partyId} onPartyChange={setPartyId} />;
};

/** <bo-party-statement party-id="9">: a party's balance and statement; without party-id, a picker. */
export const PartyStatementElement = ({ partyId }: PartyStatementElementProps) => {
  const first = recordIdOf(partyId);
  return <StatementOf key={first ?? 'none'} first={first} />;
};
