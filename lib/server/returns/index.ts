// Exchanges and returns, the owner's side: open one at the counter, accept or decline a
// shopper's ask, receive the pieces (stock and paperwork), settle the money.
export { openReturn, OPEN_CONFLICT } from './open';
export { acceptReturn, declineReturn } from './decide';
export { receiveReturn, type ReceivedReturn } from './receive';
export { settleReturn, type SettledReturn } from './settle';
export { ownerReturnsPanel, type OwnerReturnsPanel } from './owner-read';
