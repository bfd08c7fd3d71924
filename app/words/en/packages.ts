/** The words of /health-packages and its category pages (app/features/health-packages/). */
export const packages = {
  hero: {
    eyebrow: "Health packages",
    title: "Comprehensive Health Packages",
    lead: "Preventive checkups, women's health, allergy screening and condition-specific profiles, with free home sample pickup and reports signed by a doctor.",
    searchAll: "Search all packages",
  },
  viewAll: "View All",
  comingSoon: "We're working on adding more packages to this category.",
  back: "Back to Health Packages",
  notFound: { title: "Category Not Found", message: "The health package category you're looking for doesn't exist." },
  available: (count: number) => `${count} packages available`,
  packagesIn: (category: string) => `Packages in ${category}`,
  noPackages: "No packages available",
  parametersIncluded: (count: number) => `${count} Parameters Included`,
  viewDetails: "View Details",
};
