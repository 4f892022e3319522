import { ENTITIES } from '@backoffice/shared/entities/entity-registry';
import { EntityFormPage } from './form/entity-form-page.tsx';
import { EntityListPage } from './list/entity-list-page.tsx';

/** An element's `entity` attribute names a declaration ('Notice'); any case is accepted. */
const declarationNamed = (name: string | undefined) =>
  ENTITIES.find((entity) => entity.name.toLowerCase() === name?.trim().toLowerCase());

const UnknownEntity = ({ name }: { name: string | undefined }) => (
  <p className="bo-alert" role="alert">
    {name ? `No screen is declared as “${name}”.` : 'Set the entity attribute to the screen to show.'}
  </p>
);

/** <bo-entity-list entity="Notice">: the list screen of one declared entity. */
export const EntityListElement = ({ entity }: { entity?: string }) => {
  const declaration = declarationNamed(entity);
  return declaration ? (
    <EntityListPage key={declaration.name} entity={declaration} />
  ) : (
    <UnknownEntity name={entity} />
  );
};

/** <bo-entity-form entity="Notice" record-id="12">: its form; without record-id, a new record. */
export const EntityFormElement = ({ entity, recordId }: { entity?: string; recordId?: number }) => {
  const declaration = declarationNamed(entity);
  if (!declaration) return <UnknownEntity name={entity} />;
  const id = recordId !== undefined && Number.isInteger(recordId) && recordId > 0 ? recordId : undefined;
  return <EntityFormPage key={`${declaration.name}-${id ?? 'new'}`} entity={declaration} recordId={id} />;
};
