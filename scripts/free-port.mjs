// A port to listen on, for the dev servers (scripts/dev.mjs) and the test that starts them.
import { createServer } from "node:net";

/** A port nobody listens on now on 127.0.0.1 (the dev servers refuse another, so a clash stops dev rather than misroutes). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
