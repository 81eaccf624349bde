export { DataTable, formatShare, type DataTableRow } from './DataTable';
