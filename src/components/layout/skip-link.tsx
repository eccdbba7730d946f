import { useSiteData } from "../../hooks/use-site-data";

/** The first Tab stop of a page with controls before its content: jumps to main#content. */
export function SkipLink() {
  const { ui } = useSiteData();
  return (
    <a
      href="#content"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {ui.skipLink}
    </a>
  );
}
