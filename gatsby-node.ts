import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { toTypeDefs } from "./src/schema/sdl";
import { validateDataDir } from "./src/schema/validate";
import { gateConfig, type GateConfig } from "./src/schema/build-env";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problems = validateDataDir(path.join(__dirname, "data"));
  if (problems.length > 0) {
    reporter.panic(`Broken content in data/ (${problems.length}):\n  ${problems.join("\n  ")}`);
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toTypeDefs());
};

// One salt per build: every webpack stage (HTML and browser bundles) must see the same hash.
let gate: GateConfig | undefined;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  plugins,
}) => {
  gate ??= gateConfig();
  actions.setWebpackConfig({
    plugins: [plugins.define({ __GATE__: JSON.stringify(gate) })],
  });
};
