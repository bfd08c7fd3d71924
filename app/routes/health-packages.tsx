import { pageMeta } from "~/routes/page-meta";
import { HealthPackagesPage } from "~/features/health-packages/health-packages-page";

export const meta = () =>
  pageMeta({
    title: "Comprehensive Health Packages",
    description:
      "Full body checkups, women's health, allergy and specialty health packages with free home sample collection across Delhi/NCR and J&K.",
    path: "/health-packages",
  });

export default function HealthPackagesRoute() {
  return <HealthPackagesPage />;
}
