import { deviceStorage, rememberReferralCode } from './lib/referralCode';

// A link's ?ref is gone with the visitor's first click, which may come before the app has loaded:
// kept at once, sent with a later application.
const storage = deviceStorage();
if (storage) rememberReferralCode(window.location.search, storage);

// The app is a chunk of its own, so the entry above runs before the app's code has downloaded.
void import('./start');
