import { type ReactNode, useEffect, useRef, useState } from 'react';

/** What r2wc gives every element's screen besides its attributes. */
export interface HostedElementProps {
  /** The element's shadow root: events leave from its host. */
  container?: ShadowRoot | HTMLElement;
}

/** A record id from an attribute: a positive whole number, or none (r2wc gives NaN for "abc"). */
export const recordIdOf = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isInteger(value) && value > 0 ? value : undefined;

/**
 * Fires `name` on the custom element, bubbling out of its shadow root. Answers false when a
 * cancelable event was cancelled by the host page (it takes over from there).
 */
export const emitFromHost = (
  container: HostedElementProps['container'],
  name: string,
  detail: object,
  cancelable = false,
): boolean => {
  const root = container?.getRootNode();
  const host = root instanceof ShadowRoot ? root.host : container;
  return (
    host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable })) ?? true
  );
};

/**
 * Fires `changed` whenever the shown record's Version moves on after its first load: an action on
 * the page (confirm, verify, cancel…) or a refresh that found it changed by someone else. Watching
 * the shared query cache keeps the detail pages themselves free of embedding concerns.
 */
export const useChangedEvent = <R extends { Id: number; Version: number }>(
  container: HostedElementProps['container'],
  record: R | undefined,
  describe: (record: R) => object,
): void => {
  const seen = useRef<number | undefined>(undefined);
  const describeRef = useRef(describe);
  describeRef.current = describe;
  useEffect(() => {
    if (!record) return;
    const before = seen.current;
    seen.current = record.Version;
    if (before !== undefined && before !== record.Version) {
      emitFromHost(container, 'changed', describeRef.current(record));
    }
  }, [container, record]);
};

/** A detail element without a usable id: says which attribute to set instead of asking for record 0. */
export const MissingRecordId = ({ attribute, what }: { attribute: string; what: string }) => (
  <p className="bo-alert" role="alert">
    Set the {attribute} attribute to the {what} to show.
  </p>
);

/**
 * A detail element whose record can be deleted: once it is, the element says so in place of the
 * record and tells the host page (`deleted` with {id}), which decides where to go next.
 */
export const useHostDeletion = (container: HostedElementProps['container'], id: number) => {
  const [deleted, setDeleted] = useState(false);
  const onDeleted = () => {
    setDeleted(true);
    emitFromHost(container, 'deleted', { id });
  };
  return { deleted, onDeleted };
};

/** What a detail element shows in place of its deleted record. */
export const DeletedNotice = ({ children }: { children: ReactNode }) => (
  <p className="bo-empty" role="status">
    {children}
  </p>
);
