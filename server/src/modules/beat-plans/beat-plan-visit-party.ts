import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { and, eq } from 'drizzle-orm';
import { partiesTable } from '../../db/schema/entities.schema.js';
import { beatPlanLines } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';

const party = entityTable(PARTY);

/** A visit's party as the plan's lines and a day's beat both show it: who, where, and the pin. */
export const visitPartyColumns = {
  partyId: beatPlanLines.partyId,
  partyName: partiesTable.Name,
  address: partiesTable.Address,
  latitude: partiesTable.Latitude,
  longitude: partiesTable.Longitude,
};

/** The line's party, within the line's own company. */
export const visitPartyJoin = and(
  eq(party.companyId, beatPlanLines.companyId),
  eq(party.id, beatPlanLines.partyId),
);

interface VisitPartyRow {
  partyId: number;
  partyName: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export const toVisitParty = (row: VisitPartyRow) => ({
  PartyId: row.partyId,
  PartyName: row.partyName,
  Address: row.address,
  Latitude: row.latitude,
  Longitude: row.longitude,
});
