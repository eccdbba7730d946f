// Writes graphql-types.d.ts (the `Queries` namespace) without a whole build: Gatsby's own
// bootstrap (config, data check, sourcing, schema, page queries) and its type writer, the
// two steps `gatsby build` runs first and last. Lets `tsc --noEmit` run before any build,
// so a type error fails in seconds. The build writes the same file again.
process.env.NODE_ENV = "production";
process.env.gatsby_executing_command = "build";
process.env.GATSBY_TELEMETRY_DISABLED = "1";

const path = require("node:path");
const { bootstrap } = require("gatsby/dist/bootstrap");
const { store } = require("gatsby/dist/redux");
const { writeTypeScriptTypes } = require("gatsby/dist/utils/graphql-typegen/ts-codegen");

const directory = path.resolve(__dirname, "..");

async function main() {
  const program = {
    directory,
    sitePackageJson: require(path.join(directory, "package.json")),
    browserslist: [">0.25%", "not dead"],
  };
  const { workerPool } = await bootstrap({ program });
  const { schema, definitions, config } = store.getState();
  await writeTypeScriptTypes(directory, schema, definitions, config.graphqlTypegen);
  // A copy in src/, where older checkouts wrote the types (see gatsby-config.ts for why they
  // no longer go there), would declare every type twice.
  require("node:fs").rmSync(path.join(directory, "src", "gatsby-types.d.ts"), { force: true });
  await Promise.all(workerPool.end());
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
