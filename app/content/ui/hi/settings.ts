import { siteConfig } from "~/config/site";
import type { localSettings as english } from "../en/settings";

export const localSettings: typeof english = {
  headOffice: siteConfig.hindi.headOffice,
  hours: siteConfig.hindi.hours,
};
