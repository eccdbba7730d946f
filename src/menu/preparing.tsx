import { ButtonLink } from "../components/ui/button-link";

type Props = { words: { title: string; text: string; cta: string } };

/** After the last published week: the next menu is being prepared, and a way to ask. */
export function MenuPreparing({ words }: Props) {
  return (
    <section aria-labelledby="menu-preparing" className="max-w-2xl space-y-4">
      <h2 id="menu-preparing" className="text-2xl font-bold tracking-tight">
        {words.title}
      </h2>
      <p className="text-muted-foreground">{words.text}</p>
      <ButtonLink to="/contact">{words.cta}</ButtonLink>
    </section>
  );
}
