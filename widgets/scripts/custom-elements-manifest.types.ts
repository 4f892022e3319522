/**
 * The part of the Custom Elements Manifest (schema 2.1.0,
 * https://github.com/webcomponents/custom-elements-manifest/blob/main/schema.d.ts) the widget build
 * writes: one JavaScript module per element file, its class, and the tag it defines.
 */

export const MANIFEST_SCHEMA_VERSION = '2.1.0';

export interface ManifestType {
  text: string;
}

export interface ManifestAttribute {
  name: string;
  type: ManifestType;
  description: string;
  /** The property the attribute sets (r2wc: the camelCase prop). */
  fieldName: string;
}

export interface ManifestField {
  kind: 'field';
  name: string;
  type: ManifestType;
  description: string;
  privacy: 'public';
  attribute: string;
}

export interface ManifestEvent {
  name: string;
  type: ManifestType;
  description: string;
}

export interface ManifestSlot {
  /** '' is the default slot. */
  name: string;
  description: string;
}

export interface ManifestCssProperty {
  name: string;
  description: string;
  default: string;
}

export interface ManifestReference {
  name: string;
  package?: string;
  module?: string;
}

export interface ManifestElementDeclaration {
  kind: 'class';
  name: string;
  description: string;
  superclass: ManifestReference;
  customElement: true;
  tagName: string;
  attributes: ManifestAttribute[];
  members: ManifestField[];
  events: ManifestEvent[];
  slots: ManifestSlot[];
  cssProperties: ManifestCssProperty[];
}

export interface ManifestElementExport {
  kind: 'custom-element-definition';
  /** The tag name. */
  name: string;
  declaration: ManifestReference;
}

export interface ManifestModule {
  kind: 'javascript-module';
  /** The built file, relative to the manifest (both are in widgets/dist, served at /widgets/). */
  path: string;
  declarations: ManifestElementDeclaration[];
  exports: ManifestElementExport[];
}

export interface CustomElementsManifest {
  schemaVersion: string;
  modules: ManifestModule[];
}
