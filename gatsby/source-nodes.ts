import type { GatsbyNode, NodePluginArgs } from "gatsby";
import { LANGUAGE_CODES, type Lang } from "../src/lib/languages";
import { ContentError, loadContent, reloadContent, type Content } from "./content/snapshot";
import { watchContent } from "./content/disk";

/** The node type of a language's joined file, before gatsby-transformer-json splits it. */
export const CONTENT_FILE_TYPE = "ContentFile";

type Entry = Record<string, unknown>;

/**
 * One file in one language as a JSON node, every entry tagged with its language: the
 * transformer makes it one node of `typeNameFor(file)` per entry (a list) or per file.
 */
export function contentFiles(content: Content, langs: readonly Lang[] = LANGUAGE_CODES) {
  return Object.keys(content.files).flatMap((file) =>
    langs.map((lang) => {
      const value = content.read<Entry | Entry[]>(file, lang);
      const tagged = Array.isArray(value)
        ? value.map((entry) => ({ ...entry, lang }))
        : { ...value, lang };
      return { file, lang, json: JSON.stringify(tagged) };
    }),
  );
}

function createContentNodes(
  content: Content,
  { actions, createNodeId, createContentDigest }: NodePluginArgs,
) {
  for (const { file, lang, json } of contentFiles(content)) {
    actions.createNode({
      id: createNodeId(`${lang}/${file}`),
      file,
      lang,
      internal: {
        type: CONTENT_FILE_TYPE,
        mediaType: "application/json",
        content: json,
        contentDigest: createContentDigest(json),
      },
    });
  }
}

/**
 * Content becomes nodes once, here. `gatsby develop` reads data/ again when a file changes;
 * a broken edit is reported and the last good content stays.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  createContentNodes(loadContent(), args);
  if (process.env.gatsby_executing_command !== "develop") return;
  watchContent(() => {
    try {
      createContentNodes(reloadContent(), args);
    } catch (err) {
      args.reporter.error(err instanceof ContentError ? err.message : String(err));
    }
  });
};
