import { z } from "zod";
import { text } from "./fields";

/** A service that receives the forms for the business, named to visitors when delivery is on. */
const provider = z.strictObject({
  name: text,
  privacyUrl: z.url({ protocol: /^https$/ }),
  /** The endpoint's host name: the build refuses a SITE_LEADS address on another host. */
  host: z.string().optional(),
});

/** What the forms say when they deliver to the business (the build setting SITE_LEADS). */
export const leads = z.strictObject({
  /** By mode: `netlify`, and `url` (a form endpoint such as Formspree; name the one you use, with its host). */
  providers: z.strictObject({ netlify: provider, url: provider }),
  errors: z.strictObject({ offline: text, timeout: text, rejected: text, provider: text }),
  keep: text,
  consent: text,
  honeypot: text,
});
