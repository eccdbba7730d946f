import { writtenDate } from "../owner-words";

/*
 * The weeks' list in the Russian interface names each week by its Monday written out, as the
 * site and the checks write it ("Неделя с 7 декабря 2026 г."). The editor's own date format
 * knows English month names only, so the Russian summary carries the Monday as the file has
 * it ("Неделя с 2026-12-07", the config's summary) and it is written out here wherever the
 * editor draws it (the list, a form's title); without this script it still reads unambiguously.
 */

const WEEK = /(Неделя с )(\d{4}-\d{2}-\d{2})(?!\d)/g;

/** "Неделя с 2026-12-07" -> "Неделя с 7 декабря 2026 г."; other text as it is. */
export const weekWritten = (text: string) =>
  text.replace(WEEK, (_all, head: string, date: string) => `${head}${writtenDate(date, "ru")}`);

/** Writes out every week's Monday in `root`'s text. */
export function writeWeeks(root: Node) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? "";
    if (!text.includes("Неделя с ")) continue;
    const written = weekWritten(text);
    if (written !== text) node.nodeValue = written;
  }
}

/** From now on, as the editor draws or redraws its lists and titles; returns how to stop. */
export function watchWeeks(root: Node = document.body): () => void {
  writeWeeks(root);
  const observer = new MutationObserver(() => writeWeeks(root));
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
