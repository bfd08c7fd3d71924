// @vitest-environment node
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The paths of `candidates` that .gitignore ignores (git's own matcher, --no-index: tracked or not). */
function ignored(candidates) {
  try {
    const out = execFileSync("git", ["check-ignore", "--no-index", "--stdin"], {
      cwd: root,
      input: candidates.join("\n"),
      encoding: "utf8",
    });
    return out.split("\n").filter(Boolean);
  } catch (error) {
    // Exit 1: none of them is ignored.
    if (error.status === 1) return [];
    throw error;
  }
}

describe(".gitignore keeps local secrets out of commits", () => {
  it("ignores wrangler's .dev.vars files and every .env file but the example and the e2e one", () => {
    const secrets = [
      "workers/cms-auth/.dev.vars",
      "workers/cms-auth/.dev.vars.staging",
      ".dev.vars",
      ".env",
      ".env.local",
      ".env.production",
      ".env.production.local",
      "workers/cms-auth/.env.development",
    ];
    expect(secrets).toHaveLength(8);
    expect(ignored(secrets)).toEqual(secrets);
  });

  it("keeps the committed example and the e2e settings", () => {
    expect(ignored([".env.example", ".env.e2e"])).toEqual([]);
  });
});
