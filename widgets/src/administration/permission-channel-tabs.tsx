import { useTabListKeys } from '../ui/use-tab-list-keys.ts';
import type { Channel } from './permission-matrix.ts';

export const CHANNELS: readonly { channel: Channel; label: string }[] = [
  { channel: 'web', label: 'Web' },
  { channel: 'mobile', label: 'Mobile app' },
];

export const channelLabel = (channel: Channel): string =>
  CHANNELS.find((entry) => entry.channel === channel)?.label ?? channel;

interface PermissionChannelTabsProps {
  /** Prefix of the tab and panel ids (each tab controls `${idPrefix}-panel`). */
  idPrefix: string;
  active: Channel;
  /** Unsaved rows per channel, shown on its tab so a change on the other tab is not forgotten. */
  changes: Readonly<Record<Channel, number>>;
  onChange: (channel: Channel) => void;
}

export const tabId = (idPrefix: string, channel: Channel) => `${idPrefix}-tab-${channel}`;

/**
 * Web or mobile app rows (ARIA tabs): one tab stop, Left/Right/Home/End move between the tabs and
 * show theirs at once, as the tabs pattern does when showing a panel is cheap.
 */
export const PermissionChannelTabs = ({
  idPrefix,
  active,
  changes,
  onChange,
}: PermissionChannelTabsProps) => {
  const { listRef, onKeyDown } = useTabListKeys(
    CHANNELS.map((entry) => entry.channel),
    active,
    (channel) => tabId(idPrefix, channel),
    onChange,
  );

  return (
    <div ref={listRef} className="bo-tabs" role="tablist" aria-label="Permissions for" onKeyDown={onKeyDown}>
      {CHANNELS.map(({ channel, label }) => {
        const selected = channel === active;
        const count = changes[channel];
        return (
          <button
            key={channel}
            id={tabId(idPrefix, channel)}
            type="button"
            role="tab"
            className="bo-tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(channel)}
          >
            {label}
            {count > 0 ? (
              <>
                <span className="bo-tab-badge" aria-hidden="true">
                  {count}
                </span>
                <span className="bo-sr-only">, {count} unsaved</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
};
