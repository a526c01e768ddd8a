// Invoices and credit notes: issued in the order's status change (or on the owner's tap), read
// for the PDF, the receipt and the accountant's month.
export { getDocumentByToken, getOrderDocument, issueInvoice } from './queries';
