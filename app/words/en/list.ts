/** "a, b and c", "Blood, Urine & ECG" (app/domain/text.ts `joinList`): what goes before the last item. */
export const listWords = {
  and: " and ",
  ampersand: " & ",
};
