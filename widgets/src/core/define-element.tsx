import { useStore } from '@nanostores/react';
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, useEffect } from 'react';
import { $theme } from './preferences.store.ts';
import { setServerBase } from './site-config.ts';
import { WidgetRoot } from './widget-root.tsx';

type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

/** The DOM event r2wc fires for a callback prop: `onSignedIn` fires `signedin`. */
type DomEventOf<Callback extends string> = Lowercase<Callback extends `on${infer Rest}` ? Rest : Callback>;

/** A DOM event an element fires, as the manifest and docs/embedding-elements.md describe it. */
export interface ElementEventDocs {
  /** When it fires, and what the host page may do about it (cancelable events say so). */
  description: string;
  /** The TypeScript type of `event.detail`, e.g. `{ id: number; status: string }`; none: no detail. */
  detail?: string;
}

/**
 * What an element is for, read from the element file by the widget build (widgets/scripts/) into
 * `custom-elements.json` and docs/embedding-elements.md. The build leaves it out of the shipped
 * code; at run time it is never read. Every string is a literal: the build reads the source.
 */
export type ElementDocs<Prop extends string, Callback extends string> = {
  /** What the element shows and does, in a sentence or two. */
  description: string;
  /** Named slots by name, the default slot as `''`: what content of the host page goes there. */
  slots?: Record<string, string>;
} & ([Prop] extends [never]
  ? { props?: never }
  : {
      /** What each attribute means, by its prop name (`companyId` for `company-id`). */
      props: { [Name in Prop]: string };
    }) &
  ([Callback] extends [never]
    ? {
        /** Every DOM event the element fires, by event name: its screen fires them itself. */
        events?: Record<string, ElementEventDocs>;
      }
    : {
        /** Every DOM event the element fires, by event name: its callback props' and its screen's own. */
        events: { [Name in DomEventOf<Callback>]: ElementEventDocs } & Record<string, ElementEventDocs>;
      });

export interface ElementOptions<Prop extends string = string, Callback extends string = string> {
  /** Attributes the element reads, camelCase (r2wc maps `companyId` to `company-id`). */
  props?: Record<Prop, PropKind>;
  /** Callback props that become DOM events (`onSignedIn` fires `signedin`). */
  events?: Callback[];
  /** CSS texts (imported with `?inline`) adopted by the shadow root. */
  styles: string[];
  /** Descriptions for the manifest and the reference page; see ElementDocs. */
  docs?: ElementDocs<NoInfer<Prop>, NoInfer<Callback>>;
}

interface HostProps {
  /** Our server's address, when the page that embeds the element is another site. */
  server?: string;
  /** 'light' or 'dark' fixes the theme; without it the element follows the user's choice. */
  theme?: string;
  container?: HTMLElement;
}

/** The attributes every element takes besides its own (the widget build reads them from here). */
const HOST_PROPS: Record<Exclude<keyof HostProps, 'container'>, PropKind> = {
  server: 'string',
  theme: 'string',
};

const sheetCache = new Map<string, CSSStyleSheet>();

/** Constructed sheets survive a host page's strict CSP, where <style> tags may be refused. */
const sheetOf = (css: string): CSSStyleSheet => {
  let sheet = sheetCache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheetCache.set(css, sheet);
  }
  return sheet;
};

/** Registers a screen as a custom element with an open shadow root (once per tag). */
export const defineElement = <P extends object, Prop extends string = never, Callback extends string = never>(
  tag: string,
  Screen: ComponentType<P>,
  options: ElementOptions<Prop, Callback>,
): void => {
  if (customElements.get(tag)) return;
  const Hosted = (props: P & HostProps) => {
    setServerBase(props.server);
    const chosen = useStore($theme);
    const theme = props.theme === 'dark' || props.theme === 'light' ? props.theme : chosen;
    useEffect(() => {
      const host = props.container?.getRootNode();
      if (host instanceof ShadowRoot) host.host.setAttribute('data-theme', theme);
    }, [props.container, theme]);
    return (
      <WidgetRoot>
        <Screen {...props} />
      </WidgetRoot>
    );
  };
  const eventInit = { bubbles: true, composed: true };
  const Base = r2wc(Hosted, {
    shadow: 'open',
    props: { ...HOST_PROPS, ...options.props } as Record<string, PropKind>,
    events: Object.fromEntries((options.events ?? []).map((name) => [name, eventInit])) as Record<
      string,
      EventInit
    >,
  } as Parameters<typeof r2wc<P & HostProps>>[1]) as unknown as new () => HTMLElement;
  const sheets = options.styles.map(sheetOf);
  customElements.define(
    tag,
    class extends Base {
      constructor() {
        super();
        if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = sheets;
      }
    },
  );
};
