// The engagement forms' text limits, apart from their zod schemas so that the pages' forms can read
// them without bringing zod into the browser.
export const CHAT_MESSAGE_MAX_LENGTH = 500;
export const ENQUIRY_MESSAGE_MAX_LENGTH = 2_000;
export const ORDER_ID_MAX_LENGTH = 32;
