import type { ComponentType } from 'react';
import type { EntityRecord } from '../entity-record.types.ts';

/**
 * What a registered panel receives: the stored record, and a way to have it read again. A panel with
 * its own Save reports its unsaved changes with useUnsavedChanges (use-unsaved-changes.tsx): the page
 * then asks once, for the form and every panel, before any of them is lost.
 */
export interface FormPanelProps {
  record: EntityRecord;
  /** Marks the record, its list and its audit trail stale (after the panel changed something). */
  refresh: () => void;
}

export interface FormPanel {
  /** Unique among the entity's panels: a second registration with the same id replaces the first. */
  id: string;
  component: ComponentType<FormPanelProps>;
  /**
   * 'side' (the default): in the side column, between the record's details and its audit trail.
   * 'main': under the form, across the wide column, for a panel that needs the width (a matrix).
   */
  placement?: 'side' | 'main';
}

const PANELS = new Map<string, readonly FormPanel[]>();

/**
 * Adds a panel to the edit form of an existing record of the entity named `entityName` ('Role').
 * For behaviour a declaration cannot say as data (a role's
 * permission matrix), without the generic form knowing any entity by name.
 */
export const registerFormPanel = (entityName: string, panel: FormPanel): void => {
  const others = (PANELS.get(entityName) ?? []).filter((existing) => existing.id !== panel.id);
  PANELS.set(entityName, [...others, panel]);
};

const NONE: readonly FormPanel[] = [];

/** The entity's panels for one place on the form, in the order they were registered. */
export const formPanelsOf = (entityName: string, placement: 'side' | 'main'): readonly FormPanel[] => {
  const panels = PANELS.get(entityName) ?? NONE;
  return panels.filter((panel) => (panel.placement ?? 'side') === placement);
};
