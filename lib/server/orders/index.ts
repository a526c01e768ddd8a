// Orders: placing, reading, moving along, the wanted list and the dashboard figures.
export { orderFigures, type OrderFigures } from './figures';
export { placeOrder, type OrderRequest, type PlacedOrder } from './place';
export {
  getOrder,
  getOrderByToken,
  listMyOrders,
  listOrders,
  statusCounts,
  type OrderPage,
} from './queries';
export { changeOrder, type OrderChange } from './status';
export { claimPayment, markPaymentNotReceived, type PaymentClaim } from './payments';
export {
  recordNotifyRequest,
  wantedList,
  type NotifyRequestInput,
  type WantedItem,
} from './notify-requests';
