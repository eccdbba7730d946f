import { HONEYPOT_FIELD } from "../../src/lib/dom-marks";
import { LEAD_FIELDS } from "../../src/lib/lead-fields";

/** Where the static copies live: a file of its own, so no page (gated or not) changes. */
export const FORMS_FILE = "__forms.html";

/**
 * Static copies of the two forms for Netlify Forms. Netlify finds forms by parsing the
 * deployed HTML, and the site's forms are rendered by React (and behind the gate on a
 * preview), so these copies tell it each form's name and fields; the browser then posts
 * URL-encoded data naming the form (see src/lib/leads.ts). Netlify's guide for forms
 * rendered by JavaScript: https://docs.netlify.com/forms/setup/#javascript-forms
 */
export function netlifyForms(): string {
  const forms = Object.entries(LEAD_FIELDS).map(([name, fields]) => {
    const inputs = [...fields, HONEYPOT_FIELD]
      .map((field) => `<input type="text" name="${field}" aria-label="${field}">`)
      .join("\n");
    return `<form name="${name}" method="post" data-netlify="true" netlify-honeypot="${HONEYPOT_FIELD}" hidden>
<input type="hidden" name="form-name" value="${name}">
${inputs}
</form>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Forms for Netlify</title>
</head>
<body>
${forms.join("\n")}
</body>
</html>
`;
}
