import { ButtonLink } from "~/components/ui/button";
import { NotFound } from "~/components/ui/states";
import { noIndexMeta } from "~/routes/page-meta";

export const meta = () => noIndexMeta("Page Not Found", "The page you're looking for doesn't exist or has moved.");

export default function NotFoundRoute() {
  return (
    <NotFound
      title="Page Not Found"
      message="The page you're looking for doesn't exist or has moved."
      action={
        <>
          <ButtonLink to="/">Go to Home</ButtonLink>
          <ButtonLink to="/find-test" variant="secondary">
            Find a Test
          </ButtonLink>
        </>
      }
    />
  );
}
