import { Link, Navigate, useLocation } from "react-router";
import { noIndexMeta } from "~/routes/page-meta";
import { facilitiesRedirectTarget } from "~/domain/services";

// /facilities/lab → /services/lab and /facilities/health-packages → /services/health-packages.
// The static server answers these with HTTP redirects; in the app the history entry is replaced.
export const meta = () => noIndexMeta("Facilities", "Our facilities have moved to the Services section.");

export default function FacilitiesRedirectRoute() {
  const { pathname } = useLocation();
  const to = facilitiesRedirectTarget(pathname);
  return (
    <div className="container-page py-20 text-center">
      <Navigate to={to} replace />
      <h1 className="text-2xl font-bold">Redirecting…</h1>
      <p className="mt-3 text-ink-600">
        Our facilities are now listed under <Link to={to} className="text-brand-700 underline">Services</Link>.
      </p>
    </div>
  );
}
