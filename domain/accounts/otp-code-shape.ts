// A code as a person types it: only digits, of the lengths codes are sent in (4 to 6). The same rule
// as otp-schemas.ts's isCodeShaped, without zod, for the browser (a test keeps them in step).
export const isCodeShaped = (otp: string): boolean => /^\d{4,6}$/.test(otp);
