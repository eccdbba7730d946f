/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { inlineScript } from "../../inline-script";
import { firstScreen, inlineCriticalCss } from "../critical-css";
import { criticalCss, selectorClasses, subjectTag } from "../css-subset";
import { parsePage, serializePage } from "../html";

const CSS =
  "@layer theme,base,components,utilities;@layer base{h1{font-size:inherit}}" +
  "@layer utilities{.flex{display:flex}.grid{display:grid}.p-4{padding:1rem}" +
  ".hover\\:underline{&:hover{@media (hover:hover){text-decoration-line:underline}}}" +
  "@media (width>=48rem){.md\\:px-6{padding-inline:1.5rem}.md\\:hidden{display:none}}" +
  ".dark\\:bg-black:where(.dark,.dark *){background-color:#000}" +
  ".\\[\\&_img\\]\\:opacity-100 img{opacity:1}}" +
  ".below-fold{content-visibility:auto}";

const html = (css: string) =>
  `<html><head><style data-href="/styles.abc.css" data-identity="gatsby-global-css">${css}</style></head>` +
  `<body><header class="flex md:px-6"><a class="hover:underline">Home</a></header>` +
  `<main><h1 class="dark:bg-black [&amp;_img]:opacity-100">Hi</h1>` +
  `<div class="below-fold"><section class="grid"><div class="p-4"><div>x</div></div></section></div>` +
  `<p class="p-4">after</p></main><footer class="border-t"><div class="grid"></div></footer></body></html>`;

const page = (css: string) => parsePage("index.html", html(css));
const classesOf = (source: string) => [...firstScreen(parsePage("x.html", source)).classes].sort();

describe("critical CSS (after the build)", () => {
  test("a short page's footer is on its first screen", () => {
    const short =
      '<body><main class="p-4"></main><footer class="border-t"><p class="grid">c</p></footer></body>';
    expect(classesOf(short)).toEqual(["border-t", "grid", "p-4"]);
  });

  test("leaves out a hidden panel only React's control shows, not one the inline scripts may", () => {
    const menus =
      '<body><button data-early-toggle="Close" aria-controls="menu" class="flex"></button>' +
      '<div id="menu" hidden class="p-4"><a class="block">A</a></div>' +
      '<button aria-controls="languages" class="grid"></button>' +
      '<div id="languages" hidden class="absolute"><a class="underline">B</a></div>' +
      '<p id="empty" hidden class="italic">Nothing fits</p></body>';
    expect(classesOf(menus)).toEqual(["block", "flex", "grid", "italic", "p-4"]);
  });

  test("takes the first screen's classes: below the fold and in the footer only the boxes'", () => {
    expect(classesOf(html(CSS))).toEqual(
      [
        "[&_img]:opacity-100",
        "below-fold",
        "border-t",
        "dark:bg-black",
        "flex",
        "hover:underline",
        "md:px-6",
        "p-4",
      ].sort(),
    );
  });

  test("reads escaped class names from selectors", () => {
    expect(selectorClasses(".md\\:px-6")).toEqual(["md:px-6"]);
    expect(selectorClasses(".\\[\\&_img\\]\\:opacity-100 img")).toEqual(["[&_img]:opacity-100"]);
    expect(selectorClasses(".dark\\:x:where(.dark,.dark *)")).toEqual(["dark:x"]);
    expect(selectorClasses(":is(:where(.group):hover .group-hover\\:underline)")).toEqual([
      "group-hover:underline",
    ]);
    expect(selectorClasses(":before,:not(.Toastify__bar)")).toEqual([]);
    expect(selectorClasses(".\\32 xl\\:p-4")).toEqual(["2xl:p-4"]);
  });

  test("keeps the used utilities, every base style and the rules outside the layers", () => {
    const css = criticalCss(CSS, new Set(["flex", "md:px-6", "dark:bg-black", "below-fold"]));
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain("@media (width>=48rem){.md\\:px-6{padding-inline:1.5rem}}");
    expect(css).toContain(".dark\\:bg-black:where(.dark,.dark *)");
    expect(css).toContain("@layer base{h1{font-size:inherit}}");
    expect(css).toContain(".below-fold{content-visibility:auto}");
    expect(css).toMatch(/^@layer theme,base,components,utilities;/);
    for (const gone of [".grid", ".p-4", "md\\:hidden", "hover\\:underline", "opacity-100"])
      expect(css).not.toContain(gone);
  });

  test("keeps the selectors of a merged rule the page needs, and those without classes", () => {
    const merged = "html:not([data-u]) [data-a],html[data-w] .below-fold img,.grid b{display:none}";
    expect(criticalCss(merged, new Set(["flex"]))).toBe(
      "html:not([data-u]) [data-a]{display:none}",
    );
    expect(criticalCss(merged, new Set(["below-fold", "grid"]))).toBe(merged);
    expect(criticalCss(".grid b,.p-4{display:none}", new Set(["flex"]))).toBe("");
  });

  test("keeps the site's @font-face rules (the dram sign's fallback font) on every first screen", () => {
    const css = fs.readFileSync(path.join(__dirname, "../../../src/styles/global.css"), "utf8");
    const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces)
      expect(criticalCss(`${face}\n.flex{display:flex}`, new Set()).trim()).toBe(face);
  });

  test("keeps only the custom properties, registered properties and keyframes still in use", () => {
    const css =
      "/*! tailwindcss */@layer theme{:root{--font-sans:Arial;--default-font-family:var(--font-sans);--color-red:red;--radius-lg:.5rem}}" +
      "@layer base{html{font-family:var(--default-font-family)}}" +
      "@layer utilities{.rounded-lg{border-radius:var(--radius-lg)}.text-red{color:var(--color-red)}" +
      ".shadow{--tw-shadow:0 1px #0001;box-shadow:var(--tw-shadow)}.ring{--tw-ring-shadow:0 0 0 1px;box-shadow:var(--tw-ring-shadow)}" +
      ".animate-spin{animation:spin 1s linear infinite}.animate-ping{animation:ping 1s}}" +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      "@keyframes spin{to{transform:rotate(1turn)}}@keyframes ping{to{opacity:0}}";
    const out = criticalCss(
      css,
      new Set(["rounded-lg", "shadow", "animate-spin"]),
      'style="--x:1"',
    );
    expect(out).toContain(
      "--font-sans:Arial;--default-font-family:var(--font-sans);--radius-lg:.5rem",
    );
    expect(out).not.toContain("--color-red");
    // Declared on every element instead of registered (see the next test).
    expect(out).toContain("--tw-shadow:0 0 #0000");
    expect(out).not.toContain("--tw-ring-shadow:0 0 #0000");
    expect(out).toContain("@keyframes spin");
    expect(out).not.toContain("@keyframes ping");
    expect(out).not.toContain("tailwindcss");
  });

  test("declares non-inherited registered properties on every element, in Tailwind's first layer", () => {
    const css =
      "@layer properties{@supports (not (margin-trim:block)){*,:after,:before{--tw-shadow:0 0 #0000;--tw-leading:initial;--tw-ring-offset-width:0px}}}" +
      "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}.leading-6{--tw-leading:1.5rem;line-height:var(--tw-leading)}" +
      ".ring{box-shadow:0 0 0 calc(1px + var(--tw-ring-offset-width)) red}" +
      ".x{color:var(--own)}}" +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-leading{syntax:"*";inherits:false}' +
      '@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}' +
      '@property --own{syntax:"<color>";inherits:true;initial-value:red}';
    const out = criticalCss(css, new Set(["shadow", "leading-6", "ring", "x"]));
    expect(out.startsWith("@layer properties{*,::backdrop,:after,:before{")).toBe(true);
    // A registered length 0 is 0px; written unregistered, a bare 0 would make calc() fail.
    expect(out).toContain(
      "{--tw-shadow:0 0 #0000;--tw-leading:initial;--tw-ring-offset-width:0px}",
    );
    expect(out).not.toMatch(/@supports|@property --tw-/);
    // An inherited one stays registered: set on every element, it would no longer inherit.
    expect(out).toContain("@property --own");
  });

  test("inlines the first screen's part and requests the full stylesheet without blocking", () => {
    const built = page(CSS);
    const bodyBefore = built.$("body").html();
    inlineCriticalCss(built);
    const out = serializePage(built);
    const inline = /<style[^>]*>([\s\S]*?)<\/style>/.exec(out)![1];
    expect(inline).toContain(".p-4{padding:1rem}");
    expect(inline).not.toContain(".grid{");
    const loader = inlineScript("stylesheet-loader", "loadStylesheetLater", ["/styles.abc.css"]);
    expect(out).toContain(`</style><script>${loader}</script>`);
    expect(out).toContain('<noscript><link rel="stylesheet" href="/styles.abc.css"></noscript>');
    expect(out.indexOf("</style>")).toBeLessThan(out.indexOf("<noscript>"));
    // The rest of the page is untouched.
    expect(built.$("body").html()).toBe(bodyBefore);
  });

  test("fails the build on a page without Gatsby's inlined stylesheet, naming the page", () => {
    expect(() =>
      inlineCriticalCss(parsePage("register/index.html", "<html><body><p>Hi</p></body></html>")),
    ).toThrow(
      'public/register/index.html: expected one inlined global stylesheet (<style data-identity="gatsby-global-css">), found 0',
    );
    expect(() =>
      inlineCriticalCss(
        parsePage(
          "a.html",
          '<html><head><style data-identity="gatsby-global-css"></style></head></html>',
        ),
      ),
    ).toThrow("public/a.html: the inlined global stylesheet's data-href is not a stylesheet path");
  });

  test("leaves the rules of interaction states (hover, focus) to the full stylesheet", () => {
    const css =
      ".flex{display:flex}.hover\\:underline:hover{text-decoration-line:underline}" +
      "@media (hover:hover){.hover\\:bg-muted:hover{color:red}}" +
      ".focus-visible\\:outline:focus-visible{outline-style:solid}" +
      ".sr-only:not(:focus){position:absolute}";
    const used = new Set(["flex", "hover:underline", "hover:bg-muted", "focus-visible:outline"]);
    expect(criticalCss(css, new Set([...used, "sr-only"]))).toBe(
      ".flex{display:flex}.sr-only:not(:focus){position:absolute}",
    );
  });

  test("leaves element defaults for elements the first screen lacks to the full stylesheet", () => {
    const css =
      "*,:after{margin:0}h1,h2{font-size:inherit}table{border-collapse:collapse}" +
      ":where(select:is([multiple])) optgroup option{padding:0}::placeholder{opacity:1}" +
      "::-webkit-datetime-edit{display:inline-flex}[hidden]{display:none}";
    const tags = firstScreen(page("")).tags;
    expect([...tags].sort()).toEqual([
      "a",
      "body",
      "div",
      "footer",
      "h1",
      "head",
      "header",
      "html",
      "main",
      "p",
    ]);
    expect(criticalCss(css, new Set(), "", tags)).toBe(
      "*,:after{margin:0}h1{font-size:inherit}[hidden]{display:none}",
    );
    // A form's parts stay where the first screen has a form control.
    expect(criticalCss(css, new Set(), "", new Set(["input"]))).toBe(
      "*,:after{margin:0}::placeholder{opacity:1}::-webkit-datetime-edit{display:inline-flex}[hidden]{display:none}",
    );
    expect(subjectTag(":where(select:is([multiple])) optgroup option")).toBe("option");
    expect(subjectTag("abbr:where([title])")).toBe("abbr");
    expect(subjectTag(":host")).toBeNull();
  });
});
