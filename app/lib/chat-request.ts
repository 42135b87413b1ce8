// The window event that opens the chat request panel from elsewhere than its floating button (the
// side menu: under 768 px the button does not float). Here rather than in the launcher so that the
// lazily loaded side menu imports nothing of the root route's modules.
export const CHAT_REQUEST_EVENT = 'suvarna:chat-request';
