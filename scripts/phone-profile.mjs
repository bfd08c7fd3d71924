// The mid-range phone on slow 4G that the speed work is judged on, in one place: the throttled browser
// specs (tests/e2e/helpers.ts), the bench's throttled loads (bench.mjs) and its keystroke timing
// (bench-search.mjs) all apply it through the DevTools protocol.
export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8, // 1.6 Mbit/s
  uploadBytesPerSecond: (750 * 1024) / 8, // 750 kbit/s
};

/**
 * Throttles a page like the phone: its network (when `network` is true) and its CPU.
 * @param {{ send(method: string, params?: object): Promise<unknown> }} cdp a CDP session on the page
 */
export async function throttleLikeAPhone(cdp, { network = true } = {}) {
  if (network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
      uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
    });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_PROFILE.cpuSlowdown });
}
