// `.github/CODEOWNERS` read as GitHub reads it (docs.github.com, "About code owners"), for
// scripts/codeowners.test.mjs: which teams own a path.
// - Each line is a pattern and its owners; `#` starts a comment; `\#` is a pattern's literal `#`.
// - The LAST line whose pattern matches a path gives its owners; a matching line with no owners leaves
//   the path without any.
// - Patterns follow .gitignore's rules: a leading `/`, or a `/` inside, anchors the pattern at the
//   repository's root, otherwise it matches at any depth; a trailing `/` matches a directory (so every
//   file below it); `*` and `?` stay within one path segment; `**` spans segments. As GitHub documents,
//   a pattern whose last segment has a wildcard matches files, not what is below a directory it names:
//   `docs/*` owns `docs/a.md` but not `docs/build/a.md`.
// - GitHub ignores a line with `!` (negation) or `[ ]` (ranges); here such a line is an error.

/** A pattern as a RegExp over repository paths ("app/routes.ts", no leading slash). */
export function patternToRegExp(pattern) {
  if (pattern.startsWith("!") || /[[\]]/.test(pattern))
    throw new Error(`CODEOWNERS pattern "${pattern}": GitHub does not support "!" or "[ ]" there`);
  let body = pattern.replace(/^\\#/, "#");
  const directory = body.endsWith("/");
  body = body.replace(/\/+$/, "");
  const anchored = body.startsWith("/") || body.includes("/");
  body = body.replace(/^\/+/, "");
  if (body === "") throw new Error(`CODEOWNERS pattern "${pattern}" names no path`);
  const segments = body.split("/");
  const escape = (text) => text.replace(/[.+^${}()|\\]/g, "\\$&");
  const segment = (text) => escape(text).replace(/\*+/g, "[^/]*").replace(/\?/g, "[^/]");
  let source = "";
  segments.forEach((part, i) => {
    const last = i === segments.length - 1;
    if (part === "**") source += last ? ".*" : "(?:[^/]+/)*";
    else source += segment(part) + (last ? "" : "/");
  });
  const lastSegment = segments[segments.length - 1];
  const wildcardLast = lastSegment !== "**" && /[*?]/.test(lastSegment);
  const below = directory ? "/.+" : wildcardLast || lastSegment === "**" ? "" : "(?:/.+)?";
  return new RegExp(`^${anchored ? "" : "(?:[^/]+/)*"}${source}${below}$`);
}

/** The rules of a CODEOWNERS file, in order: { line, pattern, owners, regexp }. */
export function parseCodeowners(text) {
  const rules = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const [pattern, ...rest] = line.split(/\s+/);
    const comment = rest.findIndex((token) => token.startsWith("#"));
    const owners = comment >= 0 ? rest.slice(0, comment) : rest;
    for (const owner of owners) {
      if (!/^@[\w.-]+(\/[\w.-]+)?$/.test(owner) && !/^[^@\s]+@[^@\s]+$/.test(owner)) {
        throw new Error(`CODEOWNERS line ${index + 1}: "${owner}" is not a @user, @org/team or email address`);
      }
    }
    rules.push({ line: index + 1, pattern, owners, regexp: patternToRegExp(pattern) });
  });
  return rules;
}

/** The owners of `path` (the last matching line's), or null when no line matches. */
export function ownersOf(rules, path) {
  let owners = null;
  for (const rule of rules) if (rule.regexp.test(path)) owners = rule.owners;
  return owners;
}
