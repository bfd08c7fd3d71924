import { pageMeta } from "~/config/page-meta";
import { HomePage } from "~/features/home/home-page";
import { HomeSearch } from "~/features/home-search/home-search";

export const meta = () =>
  pageMeta(
    "Lab Tests & Home Sample Collection",
    "NABL and NABH accredited lab tests, health packages and home sample collection across Delhi/NCR and Jammu & Kashmir. 1500+ tests, reports within hours.",
  );

export default function HomeRoute() {
  return <HomePage search={<HomeSearch />} />;
}
