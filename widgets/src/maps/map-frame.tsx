import type { ReactNode, RefObject } from 'react';
import { Loader } from '../ui/loader.tsx';

/** Spec section 8: an empty live-location or travel map says so in a red box. */
export const NO_DATA_MESSAGE = 'No data available';

export interface MapFrameProps {
  containerRef: RefObject<HTMLDivElement | null>;
  /** What the map shows, for screen readers (the canvas itself says nothing). */
  label: string;
  loading: boolean;
  /** The red box: the server's message or NO_DATA_MESSAGE; none when there is data. */
  message?: string | undefined;
  /** A line above the map (a legend, a distance, links). */
  children?: ReactNode;
}

/** The frame every map shares: the message box, an optional header, the 700 px map and its loader. */
export const MapFrame = ({ containerRef, label, loading, message, children }: MapFrameProps) => (
  <section className="bo-map" aria-label={label} aria-busy={loading}>
    {message ? (
      <p className="bo-alert bo-map-message" role="alert">
        {message}
      </p>
    ) : null}
    {children}
    <div className="bo-map-stage">
      <div ref={containerRef} className="bo-map-canvas" />
      {loading ? (
        <div className="bo-map-loading">
          <Loader label={`Loading the ${label.toLowerCase()}`} />
        </div>
      ) : null}
    </div>
  </section>
);

/** The red box's text for an answer: the failure's message, or NO_DATA_MESSAGE when there is nothing to show. */
export const mapMessage = (
  loading: boolean,
  error: string | undefined,
  empty: boolean,
): string | undefined => {
  if (loading) return undefined;
  if (error) return error;
  return empty ? NO_DATA_MESSAGE : undefined;
};
