import { createTailwindMerge, validators } from "tailwind-merge";

const { isAny, isNumber, isTshirtSize } = validators;
const sides = (prefix: string) => ({ [prefix]: [{ [prefix]: [isAny] }] });

/**
 * tailwind-merge with only the utility groups components let callers override (spacing, size, type,
 * colour, radius, shadow, layout). Its full default config would cost every page about 6 KB more of
 * JavaScript (decision 013); a group missing here simply keeps both classes, as plain joining did.
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 200,
  theme: {},
  classGroups: {
    ...Object.assign({}, ...["p", "px", "py", "pt", "pr", "pb", "pl", "m", "mx", "my", "mt", "mr", "mb", "ml"].map(sides)),
    "space-y": [{ "space-y": [isAny] }],
    gap: [{ gap: [isAny] }],
    w: [{ w: [isAny] }],
    h: [{ h: [isAny] }],
    "max-w": [{ "max-w": [isAny] }],
    aspect: [{ aspect: [isAny] }],
    "object-fit": [{ object: ["contain", "cover", "fill", "none", "scale-down"] }],
    display: ["block", "inline-block", "inline", "flex", "inline-flex", "grid", "hidden"],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    flex: [{ flex: [isNumber, "auto", "initial", "none"] }],
    "grid-cols": [{ "grid-cols": [isAny] }],
    "align-items": [{ items: ["start", "end", "center", "baseline", "stretch"] }],
    "align-self": [{ self: ["auto", "start", "end", "center", "stretch", "baseline"] }],
    "justify-content": [{ justify: ["start", "end", "center", "between", "around", "evenly"] }],
    "font-size": [{ text: [isTshirtSize, "base"] }],
    "font-weight": [{ font: ["normal", "medium", "semibold", "bold"] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify"] }],
    "text-color": [{ text: [isAny] }],
    "bg-color": [{ bg: [isAny] }],
    rounded: [{ rounded: ["", isAny] }],
    shadow: [{ shadow: ["", isAny] }],
  },
  conflictingClassGroups: {
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/**
 * Joins class names, skipping falsy ones. Later classes win over earlier ones of the same utility
 * (`cx("p-6", "p-4")` is `"p-4"`), so a component's `className` prop reliably overrides its defaults
 * instead of depending on the order of rules in the stylesheet.
 */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return merge(parts.filter(Boolean).join(" "));
}
