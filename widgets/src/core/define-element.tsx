import { useStore } from '@nanostores/react';
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, useEffect } from 'react';
import { $theme } from './preferences.store.ts';
import { setServerBase } from './site-config.ts';
import { WidgetRoot } from './widget-root.tsx';

type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

export interface ElementOptions {
  /** Attributes the element reads, camelCase (r2wc maps `companyId` to `company-id`). */
  props?: Record<string, PropKind>;
  /** Callback props that become DOM events (`onSignedIn` fires `signedin`). */
  events?: string[];
  /** CSS texts (imported with `?inline`) adopted by the shadow root. */
  styles: string[];
}

interface HostProps {
  /** Our server's address, when the page that embeds the element is another site. */
  server?: string;
  /** 'light' or 'dark' fixes the theme; without it the element follows the user's choice. */
  theme?: string;
  container?: HTMLElement;
}

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
export const defineElement = <P extends object>(
  tag: string,
  Screen: ComponentType<P>,
  options: ElementOptions,
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
    props: { server: 'string', theme: 'string', ...options.props } as Record<string, PropKind>,
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
