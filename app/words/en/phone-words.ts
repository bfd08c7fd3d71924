/** The call-back form's phone check (app/domain/phone.ts). */
export const phoneWords = {
  empty: "Please enter your phone number so we can call you back.",
  invalid: "Please enter a valid Indian number: a 10-digit mobile (e.g. 98765 43210) or a landline with its STD code (e.g. 011 2345 6789).",
};
