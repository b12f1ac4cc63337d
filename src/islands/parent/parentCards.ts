/**
 * The parent's own cards of My Account, loaded together in one chunk after the island wakes
 * (MyAccount.tsx): one request, and what the page needs first arrives first.
 */
export { ParentLockSettings } from './ParentLockSettings.tsx';
export { Payments } from './Payments.tsx';
export { PlaySettings } from './PlaySettings.tsx';
export { YourData } from './YourData.tsx';
