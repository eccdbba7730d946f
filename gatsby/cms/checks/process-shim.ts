// `process` for the build's checks in the editor (./bundle.ts injects it): the data folder they
// default to is the in-memory one of ./memory-fs.ts.
export const process = { cwd: () => "/site", env: { NODE_ENV: "production" } };
