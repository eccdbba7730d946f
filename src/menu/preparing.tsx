import { ButtonLink } from "../components/ui/button-link";
import { fill } from "../lib/format";

type Props = {
  words: { title: string; text: string; expected?: string; cta: string };
  /** The Monday after the last published week, written out: when the next menu is expected. */
  next?: string;
};

/**
 * No published week open for orders: the next menu is being prepared, when it is expected,
 * and a way to ask.
 */
export function MenuPreparing({ words, next }: Props) {
  return (
    <section aria-labelledby="menu-preparing" className="max-w-2xl space-y-4">
      <h2 id="menu-preparing" className="text-2xl font-bold tracking-tight">
        {words.title}
      </h2>
      <p className="text-muted-foreground">{words.text}</p>
      {next && words.expected && (
        <p className="font-medium">{fill(words.expected, { date: next })}</p>
      )}
      <ButtonLink to="/contact">{words.cta}</ButtonLink>
    </section>
  );
}
