import type { ComponentProps } from "react";
import { MENU_NONE, MENU_WEEKS } from "./marks";
import { laterWeeks } from "./panels";
import type { MenuContext } from "./page-context";
import { LaterWeeks } from "./later-weeks";
import { MenuPreparing } from "./preparing";
import { StaticHtml } from "../components/parts/static-html";
import { WeekMenu } from "./week-menu";
import { WeekLinks } from "./week-links";

type WeekProps = ComponentProps<typeof WeekMenu>;

type Props = {
  /** Unique across the site's pages (with the language): how the built weeks are found. */
  id: string;
  menu: Pick<MenuContext, "panels" | "defaultPanel" | "weeks" | "laterScript" | "next">;
  dishes: WeekProps["dishes"];
  words: WeekProps["words"] & {
    preparing: ComponentProps<typeof MenuPreparing>["words"];
  } & ComponentProps<typeof WeekLinks>["words"];
};

/**
 * Every week some panel shows, each once, and the note that the next menu is being prepared:
 * the page's style (menuPanelStyle) shows those of the panel marked on <html>. They never
 * change once built (StaticHtml); in the built page, the weeks only a later date shows are
 * inert text (LaterWeeks), while a page React renders itself holds every week as elements.
 */
export function MenuWeekList({ id, menu, dishes, words }: Props) {
  const lead = menu.panels.find((p) => p.key === menu.defaultPanel)?.weeks[0]?.monday;
  const later = laterWeeks(menu, typeof window === "undefined");
  const week = (w: (typeof menu.weeks)[number]) => (
    <WeekMenu
      key={w.monday}
      week={w}
      plan={w.plan}
      dishes={dishes}
      words={words}
      lead={w.monday === lead}
    />
  );
  return (
    // Gaps, not margins: they leave out the weeks not shown.
    <StaticHtml id={id} className="flex flex-col gap-16" {...{ [MENU_WEEKS]: "" }}>
      {menu.weeks.filter((w) => !later.weeks.has(w.monday)).map(week)}
      {later.weeks.size > 0 && (
        <LaterWeeks panels={later.panels} script={menu.laterScript}>
          {menu.weeks.filter((w) => later.weeks.has(w.monday)).map(week)}
        </LaterWeeks>
      )}
      <WeekLinks weeks={menu.weeks} words={words} />
      <div {...{ [MENU_NONE]: "" }}>
        <MenuPreparing words={words.preparing} next={menu.next} />
      </div>
    </StaticHtml>
  );
}
