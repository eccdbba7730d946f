import { WEEK_SWITCH } from "./marks";
import { SECOND_WEEK } from "./panel-style";

type Props = { words: { thisWeek: string; nextWeek: string; meals: { weekSwitch: string } } };

const option =
  "flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-full px-4 font-semibold " +
  "has-checked:bg-primary has-checked:text-primary-foreground " +
  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring";

/**
 * The week a visitor can order, or the week being delivered, one at a time: two radio buttons
 * the page's style reads (menuPanelStyle), so the switch works before and without the page's
 * scripts. Shown only where a panel holds both weeks.
 */
export function WeekSwitch({ words }: Props) {
  return (
    <fieldset
      {...{ [WEEK_SWITCH]: "" }}
      className="-mt-2 gap-1 rounded-full border border-border bg-card p-0.5"
    >
      <legend className="sr-only">{words.meals.weekSwitch}</legend>
      <label className={option}>
        <input type="radio" name="menu-week-shown" defaultChecked className="sr-only" />
        {words.nextWeek}
      </label>
      <label className={option}>
        <input type="radio" name="menu-week-shown" id={SECOND_WEEK} className="sr-only" />
        {words.thisWeek}
      </label>
    </fieldset>
  );
}
