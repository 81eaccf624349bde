export { InvoiceDocument, type InvoiceDocumentProps } from './InvoiceDocument';
