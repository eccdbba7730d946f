import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "graphql-types.d.ts",
      "screenshots/",
      "bench-results/",
      "public-launch/",
      "public-leads/",
      "test-results/",
      "playwright-report/",
      "test-results-editor/",
      "playwright-report-editor/",
      "test-results-leads/",
      "playwright-report-leads/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/prop-types": "off",
    },
  },
  {
    files: ["**/__tests__/**", "jest/**"],
    languageOptions: { globals: { ...globals.jest } },
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Playwright fixtures hand their value to `use`, which is no React hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { ignoreRestSiblings: true, argsIgnorePattern: "^_" },
      ],
    },
  },
);
