/** The count of a list and what the live region says after a press (app/domain/my-package-ids.ts). */
export const packageCountWords = {
  /** "1 item", "3 items". */
  items: (count: number) => `${count} ${count === 1 ? "item" : "items"}`,
  /** "Lipid Profile added to My tests (2 items)". */
  toggled: (name: string, added: boolean, count: string) => `${name} ${added ? "added to" : "removed from"} My tests (${count})`,
  full: (max: number, name: string) => `My tests holds at most ${max} items. Remove one to add ${name}.`,
};
