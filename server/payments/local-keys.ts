// The local test double's keys (the environment's defaults): a key id equal to LOCAL_KEY_ID means
// card payments go to the double, which takes no money, whatever the other two say.
export const LOCAL_KEY_ID = 'rzp_test_local';
export const LOCAL_KEY_SECRET = 'local_test_secret';
export const LOCAL_WEBHOOK_SECRET = 'local_webhook_secret';
