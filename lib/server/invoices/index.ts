// Invoices and credit notes: issued in the order's status change (or on the owner's tap), read
// for the PDF, the receipt and the accountant's month; a return's credit note and an exchange's
// invoice issued in the return's own transaction.
export { getDocumentByToken, getOrderDocument, issueInvoice } from './queries';
export {
  issueExchangeInvoiceInTx,
  issueReturnCreditNoteInTx,
  type ExchangedPieces,
  type ReturnedPieces,
} from './return-documents';
export { documentsForOrder, documentsForToken, orderDocumentsForAdmin } from './order-documents';
