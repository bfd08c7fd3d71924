/** The count of a list and what the live region says after a press (app/domain/my-package-ids.ts). */
export const packageCountWords = {
  /** "1 item", "3 items". */
  items: (count: number) => `${count} ${count === 1 ? "item" : "items"}`,
  /** "Lipid Profile added to your package (2 items)". */
  toggled: (name: string, added: boolean, count: string) => `${name} ${added ? "added to" : "removed from"} your package (${count})`,
  full: (max: number, name: string) => `Your package is full (${max} items). Remove an item to add ${name}.`,
};
