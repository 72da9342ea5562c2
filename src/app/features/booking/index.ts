// The booking feature's public surface for other features (its page is loaded by the route table).
export { PaymentPanel, type PaymentPanelProps } from './PaymentPanel';
export { PriceBreakdown } from './PriceBreakdown';
export { receiptDate, shortDateTime } from './receiptDate';
export { createWithRetry } from './retry';
export { intentOf, type PaymentIntent } from './paymentApi';
export { HoursField, hoursProblem, oneHourMore, readHours } from './HoursField';
