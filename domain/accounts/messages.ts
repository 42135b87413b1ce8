// The account texts of the first spec's error catalogue (docs/spec.md#first-8), letter for letter (trailing space of
// 'Logged Out ' and the '..!' included), and the reason codes the server pairs with them.
export const ACCOUNT_TEXTS = {
  accountCreated: 'Account Created Successfully',
  loggedIn: 'Logged In Successfully..!',
  loginFailed: 'Login Failed..!',
  userLoginFailed: 'User Login Failed...',
  loggedOut: 'Logged Out ',
  passwordChanged: 'Password Change Successfully',
  profileUpdated: 'You have successfully updated your profile.',
  profileUpdateFailed: 'Profile Update Failed',
  forgotSent: 'Forgot Password sent Successfully',
  userNotFound: 'Sorry.., The User does not Exist',
  // Beyond the spec's catalogue:
  emailTaken: 'An account with this email already exists. Please log in instead.',
  phoneTaken: 'An account with this mobile number already exists. Please log in instead.',
  wrongPassword: 'The current password is not correct.',
  passwordReset: 'Your password has been reset. Please log in with the new one.',
  captchaRequired: 'Several logins to this account failed. Please complete the security check and try again.',
  resetLinkInvalid: 'This reset link is invalid, already used or expired. Please ask for a new one.',
} as const;

export function tooManyAttemptsText(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
