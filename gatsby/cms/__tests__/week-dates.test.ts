import { watchWeeks, weekWritten } from "../checks/week-dates";
import { cmsCollections } from "../config";
import { writtenDate } from "../owner-words";

/*
 * The weeks' list in the Russian interface: each week by its Monday written out as the site
 * writes dates, never as 07.12.2026.
 */

test("a week's Monday is written out in Russian, other text left alone", () => {
  expect(weekWritten("Неделя с 2026-12-07")).toBe(`Неделя с ${writtenDate("2026-12-07", "ru")}`);
  expect(writtenDate("2026-12-07", "ru")).toMatch(/^7 декабря 2026/);
  expect(weekWritten("Блюдо 2026-12-07")).toBe("Блюдо 2026-12-07");
});

test("the editor's list is written out as it is drawn and redrawn", async () => {
  document.body.innerHTML = "<ul><li>Неделя с 2026-12-14</li></ul>";
  const stop = watchWeeks();
  expect(document.body.textContent).toBe(`Неделя с ${writtenDate("2026-12-14", "ru")}`);
  const item = document.createElement("li");
  item.textContent = "Неделя с 2026-12-21";
  document.querySelector("ul")!.append(item);
  await new Promise((r) => setTimeout(r, 0));
  expect(item.textContent).toBe(`Неделя с ${writtenDate("2026-12-21", "ru")}`);
  // The editor sets the same text node again (a list re-sorted): written out again.
  item.firstChild!.nodeValue = "Неделя с 2026-12-28";
  await new Promise((r) => setTimeout(r, 0));
  expect(item.textContent).toBe(`Неделя с ${writtenDate("2026-12-28", "ru")}`);
  stop();
});

test("the Russian summary carries the Monday as the file has it, the English one written out", () => {
  const weeks = cmsCollections({ published: [], today: "2026-11-24" }).find(
    (c) => c.name === "weeks",
  ) as { summary?: unknown } | undefined;
  expect(weeks?.summary).toEqual({
    en: expect.stringContaining("date('D MMMM YYYY')"),
    ru: "Неделя с {{fields.monday}}",
  });
});
