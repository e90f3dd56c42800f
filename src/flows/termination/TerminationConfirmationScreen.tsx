import { receiptScreen } from './ReceiptScreen.tsx';

/** /kuendigung/bestaetigung: the receipt of the default form's termination. */
export default receiptScreen('default');
