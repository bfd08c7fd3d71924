export declare const PHONE_PROFILE: {
  cpuSlowdown: number;
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
};
export declare function throttleLikeAPhone(
  cdp: { send(method: string, params?: object): Promise<unknown> },
  options?: { network?: boolean },
): Promise<void>;
