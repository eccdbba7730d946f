import { Link, type GatsbyLinkProps } from "gatsby";
import { useSiteData } from "../../hooks/use-site-data";
import { localPath } from "../../lib/languages";

type Props = Omit<GatsbyLinkProps<unknown>, "ref">;

/**
 * A link inside the site that stays in the page's language: `to="/register"` leads to
 * /ru/register on a Russian page. Every internal link goes through here.
 */
export function LocalLink({ to, ...rest }: Props) {
  const { lang } = useSiteData();
  return <Link to={localPath(to, lang)} {...rest} />;
}
