import postcss, {
  type AtRule,
  type ChildNode,
  type Declaration,
  type Node,
  type Root,
  type Rule,
} from "postcss";

// The part of a stylesheet a set of class names needs: see critical-css.ts.

/**
 * The class names a selector is for, unescaped (`.md\:flex` is the class `md:flex`).
 * Classes inside :where() and :not() only say where it applies (`.group`, `.dark`) or where
 * not, so they do not count.
 */
export function selectorClasses(selector: string): string[] {
  const own = selector.replace(/:(where|not)\([^()]*\)/g, "");
  return [...own.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((m) =>
    m[1]
      .replace(/\\([0-9a-fA-F]{1,6}) ?/g, (_, hex: string) =>
        String.fromCodePoint(parseInt(hex, 16)),
      )
      .replace(/\\(.)/g, "$1"),
  );
}

/**
 * States only a visitor's pointer or keyboard brings about: nothing has them when the first
 * screen paints, and the full stylesheet, which has these rules too, is requested on the
 * first scroll, key or touch at the latest.
 */
const INTERACTION = /:(hover|focus|focus-visible|focus-within|active)\b/;

/** Classes the pre-paint script sets on <html>: never in the HTML's class attributes. */
const ROOT_CLASSES = ["dark"];
/** Tailwind's layers of custom properties: a property no kept rule uses can go. */
const DEFINITION_LAYERS = new Set(["theme", "properties"]);

function layerOf(node: ChildNode): string | null {
  for (let p: Node | undefined = node.parent; p; p = p.parent)
    if (p.type === "atrule" && (p as AtRule).name === "layer") return (p as AtRule).params;
  return null;
}

/** Removes the rules and at-rules (media queries, layers) that nothing is left in. */
function removeEmpty(root: Root): void {
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
}

const VAR = /var\((--[\w-]+)/g;

/**
 * Removes the custom properties of Tailwind's theme and fallback layers and the @property
 * rules that nothing left (nor `alsoUsed`, e.g. style attributes) reads or sets, and the
 * keyframes nothing names.
 */
function pruneDefinitions(root: Root, alsoUsed: string): void {
  const definitions = new Map<string, Declaration[]>();
  const used = new Set<string>([...alsoUsed.matchAll(/--[\w-]+/g)].map((m) => m[0]));
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--") && DEFINITION_LAYERS.has(layerOf(decl) ?? "")) {
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]);
      return;
    }
    if (decl.prop.startsWith("--")) used.add(decl.prop);
    for (const m of decl.value.matchAll(VAR)) used.add(m[1]);
  });
  // Theme values refer to one another (--default-font-family: var(--font-sans)).
  const queue = [...used];
  for (let name = queue.pop(); name; name = queue.pop())
    for (const decl of definitions.get(name) ?? [])
      for (const m of decl.value.matchAll(VAR))
        if (!used.has(m[1])) {
          used.add(m[1]);
          queue.push(m[1]);
        }
  for (const [name, decls] of definitions)
    if (!used.has(name)) for (const decl of decls) decl.remove();
  root.walkAtRules("property", (at) => {
    if (!used.has(at.params.trim())) at.remove();
  });
  const keyframes: AtRule[] = [];
  root.walkAtRules("keyframes", (at) => {
    keyframes.push(at);
  });
  const text = root.toString();
  for (const at of keyframes) {
    const name = at.params.trim();
    if (text.split(name).length - 1 <= 1) at.remove();
  }
}

/**
 * Tailwind registers its custom properties with @property (a type, an initial value, not
 * inherited) and, for browsers without @property, sets the same values on every element
 * inside `@supports`. Inline, the registrations cost more bytes than the plain declarations
 * do; set on every element, a value is not inherited either. So the inline part declares the
 * non-inherited ones on every element, for every browser, and leaves registering them to the
 * full stylesheet, which keeps both. Only a transition of such a property before the full
 * stylesheet is in would differ (unregistered, it jumps).
 */
function declareProperties(root: Root): void {
  const declarations: string[] = [];
  root.walkAtRules("property", (at) => {
    const body = new Map<string, string>();
    at.walkDecls((decl) => {
      body.set(decl.prop, decl.value);
    });
    if (body.get("inherits")?.trim() !== "false") return;
    let value = body.get("initial-value")?.trim() ?? "initial";
    // Registered as a length, 0 is 0px; unregistered, a bare 0 would make calc() fail.
    if (value === "0" && /<length/.test(body.get("syntax") ?? "")) value = "0px";
    declarations.push(`${at.params.trim()}:${value}`);
    at.remove();
  });
  if (declarations.length === 0) return;
  let layer: AtRule | undefined;
  root.walkAtRules("layer", (at) => {
    if (!layer && at.params === "properties" && at.nodes) layer = at;
  });
  if (!layer) {
    root.prepend(postcss.parse(`@layer properties{}`));
    layer = root.first as AtRule;
  }
  layer.each((node) => {
    if (node.type === "atrule" && node.name === "supports") node.remove();
  });
  layer.append(postcss.parse(`*,::backdrop,:after,:before{${declarations.join(";")}}`));
}

/** Pseudo-elements that only form controls have. */
const FORM_PARTS = /::(-webkit-[\w-]+|file-selector-button|placeholder)/;
const FORM_TAGS = ["input", "textarea", "select"];

/**
 * The element a selector styles (`option` for `:where(select) optgroup option`), or null when
 * it names none (`*`, `:host`, `[hidden]`, `.flex`).
 */
export function subjectTag(selector: string): string | null {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0 && /[\s>+~]/.test(c)) start = i + 1;
  }
  const tag = /^[a-zA-Z][\w-]*/.exec(selector.slice(start));
  return tag ? tag[0].toLowerCase() : null;
}

/**
 * Whether a rule without classes can apply to an element of the first screen: not when the
 * element it styles, or the form control whose part it styles, is not there (the full
 * stylesheet brings the rule along before such an element can paint).
 */
function appliesTo(selector: string, tags: Set<string> | undefined): boolean {
  if (!tags) return true;
  const tag = subjectTag(selector);
  if (tag && !tags.has(tag)) return false;
  if (FORM_PARTS.test(selector) && !FORM_TAGS.some((t) => tags.has(t))) return false;
  return true;
}

/**
 * The stylesheet with only the rules (selectors) for `classes` (and those without classes: the reset,
 * element defaults, the theme), the custom properties and keyframes those use, no comments.
 * A utility for an interaction state (hover, focus, active) is left to the full stylesheet.
 * `alsoUsed` is more text whose custom properties count as used (the HTML's style attributes).
 */
export function criticalCss(
  css: string,
  classes: Set<string>,
  alsoUsed = "",
  /** The elements of the first screen: element defaults for others are left out. */
  tags?: Set<string>,
): string {
  const wanted = new Set([...classes, ...ROOT_CLASSES]);
  const root = postcss.parse(css);
  // Per selector: the minifier merges rules with the same declarations into one list.
  root.walkRules((rule: Rule) => {
    const kept = rule.selectors.filter((selector) => {
      const own = selector.replace(/:not\([^()]*\)/g, "");
      if (INTERACTION.test(own) && selectorClasses(selector).length > 0) return false;
      const names = selectorClasses(selector);
      if (names.length === 0) return appliesTo(selector, tags);
      return names.some((name) => wanted.has(name));
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  pruneDefinitions(root, alsoUsed);
  declareProperties(root);
  removeEmpty(root);
  root.walkComments((comment) => {
    comment.remove();
  });
  return root.toString();
}
