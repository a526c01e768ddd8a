import { ORDER_CHANNEL_LABELS, type OrderChannel } from '@/lib/shared/orders/channel';

/** "Counter" beside a sale made at the shop's counter; web orders (the usual) carry none. */
export function ChannelBadge({ channel }: { channel: OrderChannel }) {
  if (channel === 'web') return null;
  return (
    <span
      data-testid="channel-badge"
      data-channel={channel}
      className="inline-flex items-center rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-violet-900 ring-1 ring-violet-300 ring-inset"
    >
      {ORDER_CHANNEL_LABELS[channel]}
    </span>
  );
}
