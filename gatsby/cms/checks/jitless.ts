import { config } from "zod";

// zod tries `new Function` once, when its first schema is made, to see whether it may compile
// its parsers; the editor's policy allows no eval, and the try alone is reported as a
// violation. Interpreted, its parsers are as exact. Imported first by ./entry.ts, before any
// schema is made.
config({ jitless: true });
