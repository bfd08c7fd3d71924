/** Beside the home-collection PIN field (app/domain/my-package-pin.ts). */
export const pinWords = {
  invalid: "Enter a valid 6-digit PIN code",
};
