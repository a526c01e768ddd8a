// Store credit: a customer's balance on their phone, given as a refund, spent as payment.
export {
  creditPhone,
  grantStoreCreditInTx,
  restoreStoreCreditInTx,
  spendStoreCreditInTx,
  storeCreditOnInTx,
  type StoreCreditGrant,
  type StoreCreditSpend,
} from './moves';
export { readStoreCreditHistory, storeCreditBalance } from './read';
export { mayShopperSpend, shopperCredit, shopperCreditPhones, type ShopperCredit } from './shopper';
export { spendOnWebOrderInTx, webCreditToSpend } from './web-order';
export { adjustStoreCredit, storeCreditHistoryFor } from './admin';
export { myStoreCredit } from './shopper-history';
