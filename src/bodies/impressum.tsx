import { Fragment } from "react";
import { Brand } from "../components/layout/brand";
import { LanguageMenu } from "../components/layout/language-menu";
import { SkipLink } from "../components/layout/skip-link";
import { ThemeToggle } from "../components/layout/theme-toggle";
import { LegalNotice } from "../components/sections/legal-notice";
import { LocalLink } from "../components/ui/local-link";
import { useSiteData } from "../hooks/use-site-data";
import type { BodyProps, PartHolder } from "./part";

/**
 * The legal notice with its own header: it stands outside the shared wrapper and the gate,
 * always reachable. The page itself (src/pages/impressum.tsx) and its preview.
 */
export function ImpressumBody({
  data,
  Part = Fragment as PartHolder,
}: BodyProps<Queries.ImpressumPageQuery>) {
  const page = data.impressumJson!;
  const { site } = useSiteData();
  return (
    <div className="min-h-screen bg-muted/60">
      <SkipLink />
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <Brand name={site.brand} />
          <div className="flex items-center gap-1">
            <LanguageMenu />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main
        id="content"
        tabIndex={-1}
        className="mx-auto max-w-3xl focus:outline-none px-4 py-12 sm:px-6 sm:py-16"
      >
        <article className="space-y-8 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-10">
          <div>
            {/* Smaller on a phone, so that the title's longest word (Armenian
                "տեղեկատվություն") fits the card whole rather than being cut by its edge. */}
            <h1
              lang={page.headingLang}
              className="text-2xl font-extrabold tracking-tight min-[360px]:text-3xl sm:text-4xl"
            >
              {page.title}
            </h1>
            <p className="mt-2 text-lg text-muted-foreground">{page.subtitle}</p>
          </div>
          <Part>
            <LegalNotice {...data} />
          </Part>
        </article>
        <p className="mt-8 text-center">
          <LocalLink to="/" className="font-medium text-primary underline-offset-4 hover:underline">
            {page.back}
          </LocalLink>
        </p>
      </main>
    </div>
  );
}
