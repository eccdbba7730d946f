import fs from "node:fs";
import path from "node:path";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";

/**
 * The site's stylesheet made from its source, as the build makes it (src/styles/global.css
 * through Tailwind): for the editor where no build is at hand or the last one may be stale
 * (`npm run cms`, the preview's browser test).
 */
export async function sourceStylesheet(root: string): Promise<string> {
  const from = path.join(root, "src", "styles", "global.css");
  const result = await postcss([tailwind({ base: root })]).process(fs.readFileSync(from, "utf8"), {
    from,
  });
  return result.css;
}
