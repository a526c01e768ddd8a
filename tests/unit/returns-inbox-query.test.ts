// The inbox's "Returns" filter in its address (components/orders/inbox-query.ts): ?returns=open
// lists the orders with an exchange or return being worked on, keeps the channel and the page,
// and stands instead of a status; anything else is the ordinary inbox.
import { describe, expect, it } from 'vitest';
import { inboxHref, inboxQuery } from '@/components/orders/inbox-query';

describe('the Returns filter', () => {
  it('reads ?returns=open, dropping a status given beside it', () => {
    expect(inboxQuery({ returns: 'OPEN', status: 'new', channel: 'web', page: '2' })).toEqual({
      status: null,
      returns: true,
      channel: 'web',
      page: 2,
    });
    expect(inboxQuery({ returns: 'yes', status: 'new' })).toEqual({ status: 'new', page: 1 });
  });

  it('writes it back, with the channel and page kept and no status', () => {
    expect(inboxHref({ status: 'ready', returns: true, channel: 'counter', page: 3 })).toBe(
      '/admin/orders?returns=open&channel=counter&page=3',
    );
    expect(inboxHref({ status: null, returns: true, page: 1 })).toBe('/admin/orders?returns=open');
  });
});
