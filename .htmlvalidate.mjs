// html-validate settings for the built pages (checked by e2e/quality/html.spec.ts).
// "recommended" with the fewest deviations; each one exists because React or Gatsby
// writes that markup, and each keeps the HTML valid (the spec allows the form used).
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // The post-build step writes every page through an HTML serialiser (parse5), which
    // writes void elements as `<input>`, `<meta>`: demand that form consistently.
    "void-style": ["error", { style: "omit" }],
    // React writes boolean attributes as `required=""`, Gatsby's script tags as bare `async`;
    // HTML allows both, and neither source can be told to write the other.
    "attribute-boolean-style": "off",
    // React writes attributes that may be empty (`hidden`) as `hidden=""` (valid HTML).
    "attribute-empty-style": ["error", { style: "empty" }],
    // React keeps the JSX casing of some attributes (`autoComplete`); HTML attribute names
    // are case-insensitive, so camelCase is accepted beside lowercase.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // Gatsby's own ids (`___gatsby`) are valid HTML ids; HTML only forbids whitespace.
    "valid-id": ["error", { relaxed: true }],
    // Gatsby's focus wrapper and route announcer, and gatsby-plugin-image's placeholders,
    // carry inline styles by design; our own components use Tailwind classes.
    "no-inline-style": "off",
    // Radix Accordion gives each answer panel role="region" with aria-labelledby, as the
    // WAI-ARIA accordion pattern does; a <section> is not an option inside its markup.
    "prefer-native-element": ["error", { exclude: ["region"] }],
    // The menu's filters are checkboxes sharing a name (diet, without, kind), as a GET form
    // sends a list of values.
    "form-dup-name": ["error", { shared: ["radio", "button", "reset", "submit", "checkbox"] }],
  },
  elements: [
    "html5",
    {
      // gatsby-plugin-image renders lazy images as <img data-src data-srcset> and sets
      // src from its loader script (a <noscript> copy carries src for visitors without
      // JavaScript), so src is not required of an <img> (alt still is).
      img: { attributes: { src: { required: false } } },
    },
  ],
};
