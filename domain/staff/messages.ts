// The back office's words for sign-in and staff management refusals.
export const STAFF_TEXTS = {
  loginFailed: 'The email or password is not correct.',
  codeWrong: 'That code is not correct. Please check it and try again.',
  challengeOver: 'This sign-in has expired or was tried too often. Please start again with your password.',
  signedOut: 'You are signed out.',
  signedOutEverywhere: 'You are signed out on every device.',
  totpEnrolled: 'Your authenticator app is set up: sign-in codes now come from it.',
  totpNotStarted: 'Start the set-up first: no authenticator secret is waiting for confirmation.',
  emailTaken: 'A staff member already uses this email.',
  staffNotFound: 'No staff member has this id.',
  lastOwner: 'The store needs at least one active owner: make another member owner first.',
  notYourself: 'You cannot change your own role or deactivate yourself.',
  invitationInvalid: 'This invitation link is invalid, already used or expired. Ask the owner for a new one.',
  passwordSet: 'Your password is set. You can now sign in.',
  customerToken: 'This is a customer session: the back office needs a staff sign-in.',
  roleRefused: 'Your role does not include this part of the back office.',
  staffOnly: 'Please sign in to the back office.',
} as const;
