import { LanguageLinks } from "./language-links";
import { useRef } from "react";
import { LocalLink } from "../ui/local-link";
import { LATER, useHydrationMark } from "../../hooks/use-hydration-mark";
import { useSiteData } from "../../hooks/use-site-data";
import { phoneText, telHref } from "../../lib/format";
import { Brand } from "./brand";

export function Footer() {
  const { site, ui } = useSiteData();
  const { footer, legal, address } = site;
  // Hydrated after the page, in a slice of its own (see PageShell).
  const box = useRef<HTMLElement>(null);
  useHydrationMark(box);
  return (
    <footer ref={box} {...LATER} className="border-t border-border bg-muted text-sm">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Brand name={site.brand} />
          <p className="text-muted-foreground">{site.description}</p>
        </div>
        <section aria-labelledby="footer-legal" className="space-y-2">
          <h2 id="footer-legal" className="text-base font-semibold">
            {footer.legalTitle}
          </h2>
          <address className="space-y-1 text-muted-foreground not-italic">
            <span className="block">{legal.company}</span>
            <span className="block">{address.street}</span>
            <span className="block">
              {address.postalCode} {address.city}, {address.country}
            </span>
            <a
              className="block w-fit py-1 underline-offset-4 hover:underline"
              href={telHref(site.phone)}
            >
              {phoneText(site.phone)}
            </a>
            <a
              className="block w-fit py-1 underline-offset-4 hover:underline"
              href={`mailto:${site.email}`}
            >
              {site.email}
            </a>
            <span className="block">
              {legal.registerNumber} · {legal.court}
            </span>
          </address>
        </section>
        <section aria-labelledby="footer-links" className="space-y-2">
          <h2 id="footer-links" className="text-base font-semibold">
            {footer.linksTitle}
          </h2>
          <ul className="space-y-1">
            {footer.links.map((link) => (
              <li key={link.href}>
                <LocalLink
                  to={link.href}
                  className="inline-block py-1 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {link.name}
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-muted-foreground sm:px-6 md:flex-row md:justify-between">
          <nav aria-label={ui.languageLabel}>
            <LanguageLinks className="flex flex-wrap gap-x-4" />
          </nav>
          <p>{footer.copyright}</p>
          <p>{footer.delivery}</p>
          <p>{footer.education}</p>
        </div>
      </div>
    </footer>
  );
}
