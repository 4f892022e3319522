import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { ExportControl } from '../../ui/export-control.tsx';
import { FilterPanel } from '../../ui/list/filter-panel.tsx';
import { PageSizeSelect } from '../../ui/list/page-size-select.tsx';
import { SearchBox } from '../../ui/list/search-box.tsx';
import { FilterControl } from './entity-filter-control.tsx';

export interface EntityListToolbarProps {
  entity: EntityDeclaration;
  /** What the list is called on this screen (Dealers is a view of Users). */
  title: string;
  filters: Record<string, string>;
  pageSize: number;
  onSearch: (query: string) => void;
  onFilter: (queryName: string, value: string) => void;
  onPageSize: (pageSize: number) => void;
  /** The list's filters and sort as its export takes them. */
  exportQuery: Record<string, unknown>;
  /** Opens the CSV import; absent when the entity takes no import or the user may not create. */
  onImport?: (() => void) | undefined;
}

/** Search, the declared filters, rows per page, CSV and Excel export and import; wraps onto more lines on a phone. */
export const EntityListToolbar = ({
  entity,
  title,
  filters,
  pageSize,
  onSearch,
  onFilter,
  onPageSize,
  exportQuery,
  onImport,
}: EntityListToolbarProps) => {
  const activeFilters = Object.keys(filters).length;
  const [referenceNames, setReferenceNames] = useState<Record<string, string>>({});
  const exportButton = (
    <ExportControl
      path={`/${entity.apiPath}/export`}
      query={exportQuery}
      fileName={entity.apiPath}
      className="bo-toolbar-export"
    />
  );

  return (
    <div className="bo-toolbar bo-entity-toolbar">
      {/* A list with nothing to search by (a list of links between records) offers no search box. */}
      {entity.list.search.length > 0 ? <SearchBox label={`Search ${title}`} onSearch={onSearch} /> : null}
      <FilterPanel active={activeFilters}>
        {entity.list.filters.map((name) => (
          <FilterControl
            key={name}
            entity={entity}
            name={name}
            values={filters}
            onChange={onFilter}
            referenceName={referenceNames[name] ?? ''}
            onReferenceName={(label) => setReferenceNames({ ...referenceNames, [name]: label })}
          />
        ))}
        <PageSizeSelect
          value={pageSize}
          onChange={onPageSize}
          className="bo-field bo-filter bo-filter-narrow"
        />
        {onImport ? (
          // Kept together at the row's end, as the export alone is.
          <div className="bo-toolbar-files">
            {exportButton}
            <button type="button" className="bo-btn" onClick={onImport}>
              <Upload size={18} aria-hidden="true" />
              Import
            </button>
          </div>
        ) : (
          exportButton
        )}
      </FilterPanel>
    </div>
  );
};
