import { receiptScreen } from './ReceiptScreen.tsx';

/** /selfcarekuendigung/bestaetigung: the receipt of a prefilled termination. */
export default receiptScreen('prefilled');
