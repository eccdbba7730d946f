/** @jest-environment node */
import { loadContent } from "../content/snapshot";
import { offerFrom, siteOffer } from "../offer";

/*
 * A page carries the offer from a Monday on: the weeks from then and only the dishes they
 * serve, each week serving the same dishes by slug as in the whole offer.
 */

const content = loadContent();
const whole = siteOffer(content);
const served = (
  { offer, slugs }: { offer: typeof whole.offer; slugs: string[] },
  monday: string,
) => {
  const week = offer.weeks.find((w) => w.monday === monday)!;
  const name = (i: number) => slugs[i];
  return {
    days: week.days.map((d) => [d.day, d.lunch.map(name), d.dinner.map(name)] as const),
    kits: week.kits.map(name),
  };
};

test.each(whole.offer.weeks.map((w) => w.monday))("from the week of %s", (monday) => {
  const page = offerFrom(content, monday);
  const mondays = whole.offer.weeks.map((w) => w.monday).filter((m) => m >= monday);
  expect(page.offer.weeks.map((w) => w.monday)).toEqual(mondays);
  for (const m of mondays) expect(served(page, m)).toEqual(served(whole, m));
  // No dish the page's weeks do not serve, and each dish's facts kept with its slug.
  const used = new Set(
    mondays.flatMap((m) => {
      const { days, kits } = served(whole, m);
      return [...days.flatMap(([, lunch, dinner]) => [...lunch, ...dinner]), ...kits];
    }),
  );
  expect([...page.slugs].sort()).toEqual([...used].sort());
  page.slugs.forEach((slug, i) =>
    expect(page.offer.dishes[i]).toBe(whole.offer.dishes[whole.slugs.indexOf(slug)]),
  );
});
