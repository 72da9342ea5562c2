// The booking feature's date helpers are the shared ones (also used by the server's receipt mail).
export { receiptDate, shortDateTime } from '../../../shared/dates';
