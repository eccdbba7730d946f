import { Tooltip } from "../ui/tooltip";
import { socialIcons } from "../ui/icons";

type Props = { title: string; socials: readonly { name: string; href: string }[] };

/** Icon-only links to the social networks, each named by aria-label and a tooltip. */
export function SocialLinks({ title, socials }: Props) {
  return (
    <div className="flex items-center gap-3">
      <p className="text-sm font-semibold">{title}</p>
      <ul className="flex gap-2">
        {socials.map((social) => {
          const Icon = socialIcons[social.name];
          return (
            <li key={social.href}>
              <Tooltip label={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.name}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-foreground transition-colors hover:border-primary hover:text-primary"
                >
                  {Icon ? <Icon className="size-5" /> : social.name.charAt(0)}
                </a>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
