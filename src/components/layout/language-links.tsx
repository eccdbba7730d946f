import { navigate } from "gatsby";
import { useSiteData } from "../../hooks/use-site-data";
import { cn } from "../../lib/cn";
import { LANGUAGES, pathInLanguage, type Lang } from "../../lib/languages";

type Props = { className?: string; linkClassName?: string; onNavigate?: () => void };

/**
 * This page in every language, each named in itself. The link keeps what the visitor is
 * looking at: the chosen tab (?tab=) and the section (#faq) are read from the address bar
 * when the link is used, since both change without a navigation.
 */
export function LanguageLinks({ className, linkClassName, onNavigate }: Props) {
  const { lang, path } = useSiteData();
  return (
    <ul className={className}>
      {LANGUAGES.map(({ code, name }) => (
        <li key={code}>
          <a
            href={pathInLanguage(path, code)}
            hrefLang={code}
            lang={code}
            aria-current={code === lang ? "true" : undefined}
            className={cn(
              "inline-flex min-h-6 items-center underline-offset-4 hover:underline aria-[current=true]:font-semibold aria-[current=true]:text-primary",
              linkClassName,
            )}
            onPointerDown={(e) => keepPlace(e.currentTarget, code)}
            onFocus={(e) => keepPlace(e.currentTarget, code)}
            onClick={(e) => {
              const target = keepPlace(e.currentTarget, code);
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              onNavigate?.();
              void navigate(target);
            }}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function keepPlace(link: HTMLAnchorElement, code: Lang): string {
  const { pathname, search, hash } = window.location;
  const target = pathInLanguage(pathname + search + hash, code);
  link.setAttribute("href", target);
  return target;
}
