// Gatsby's unit-testing recipe (a `gatsby` mock and a loader shim), with esbuild compiling
// what Babel need not (jest/preprocess.js).
module.exports = {
  testEnvironment: "jsdom",
  // Every core: Jest's default leaves one free, which on a 2-core machine is half of it.
  maxWorkers: "100%",
  // A guard against a hang, not a speed check: a busy shared machine takes over 5 s
  // (Jest's default) for a test that renders icons or types through a form.
  testTimeout: 30_000,
  testEnvironmentOptions: { url: "http://localhost/" },
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/jest/file-mock.js",
  },
  testPathIgnorePatterns: [
    "/node_modules/",
    "/\\.cache/",
    "<rootDir>/public/",
    "<rootDir>/public-launch/",
    "<rootDir>/public-leads/",
    "<rootDir>/e2e/",
  ],
  // Jest neither crawls nor resolves modules in the builds or Gatsby's cache: thousands of
  // files that no test reads.
  modulePathIgnorePatterns: ["<rootDir>/public", "<rootDir>/\\.cache/"],
  // gatsby and @noble/hashes ship ES modules that Jest must transform.
  transformIgnorePatterns: ["/node_modules/(?!(gatsby|gatsby-script|gatsby-link|@noble)/)"],
  globals: {
    __PATH_PREFIX__: "",
    __BASE_PATH__: "",
    __GATE__: { enabled: false },
    __PRE_PAINT__: "",
  },
  // data/ read and checked once per run, not once per test file (jest/content-once.ts).
  globalSetup: "<rootDir>/jest/global-setup.ts",
  globalTeardown: "<rootDir>/jest/global-teardown.ts",
  setupFiles: ["<rootDir>/jest/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest/setup.ts"],
};
