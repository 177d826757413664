// ESLint: the recommended rules of JavaScript, typescript-eslint, React's hooks and jsx-a11y, and the
// layers (docs/decisions/078-layers-as-they-stand.md): which folder may import which.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** An import of `folder` from a place that must not depend on it, with the reason told. */
const forbid = (folders, message) => ({ group: folders.flatMap((f) => [`**/${f}/**`, `${f}/**`]), message });

const layers = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  { ignores: ["node_modules/", "build/", "dist-content/", ".cache/", ".react-router/", "test-results/", "playwright-report/", "core/schema.generated.ts"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  // The rules of hooks. The plugin's other recommended rules check code for the React Compiler, which
  // this app does not use.
  {
    files: ["src/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  { files: ["src/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // Handlers jsx-a11y cannot see are keyboard-usable: the search dialog's backdrop click (Escape closes it),
  // the results list's arrow keys (its links take the focus), the carousel's arrow keys (its buttons do),
  // and RichText's click on the links inside its HTML (Enter on a link clicks it).
  {
    files: ["src/components/SiteSearchDialog.tsx", "src/components/Carousel.tsx", "src/components/RichText.tsx"],
    rules: {
      "jsx-a11y/click-events-have-key-events": "off",
      "jsx-a11y/no-noninteractive-element-interactions": "off",
      "jsx-a11y/no-static-element-interactions": "off",
    },
  },
  // role="list" on a list styled without bullets: Safari drops the list semantics otherwise.
  { files: ["src/components/BreakroomBuilder.tsx"], rules: { "jsx-a11y/no-redundant-roles": "off" } },
  // These look for control characters on purpose, to refuse or escape them (decisions 012 and 013).
  {
    files: [
      "scripts/host/inbox.ts",
      "core/contact.ts",
      "core/content/sanitize-schema.ts",
      "core/content/crosscheck.ts",
      "core/content/svg.ts",
      "tests/unit/form-server.test.ts",
    ],
    rules: { "no-control-regex": "off" },
  },
  // Tests read parsed JSON and structured data of pages loosely.
  { files: ["tests/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  // The layers: content/ -> content CLI -> dist-content/ -> app -> react-router build + postbuild -> build/client/.
  // core/ runs in the browser too (the site, the editor at /admin): no file system, no Node built-ins.
  {
    files: ["core/**"],
    rules: layers(forbid(["src", "scripts", "tests"], "core/ is shared by the CLI, the site build and the app: it imports none of them"), {
      group: ["node:*", "fs", "path", "os", "crypto", "child_process", "worker_threads"],
      message: "core/ runs in the browser too: Node's modules belong in scripts/",
    }),
  },
  { files: ["src/**"], rules: layers(forbid(["scripts", "tests"], "the app never imports the build or the tests: move what both need to core/")) },
  {
    files: ["scripts/**"],
    ignores: ["scripts/bench/**"],
    rules: layers(forbid(["src", "tests"], "scripts/ never imports the app or the tests: move what both need to core/")),
  },
  // The benchmarks measure with the tests' own instruments (page weight, the slow phone's controls, the
  // hostile posts), so a figure and a test's verdict come from one measurement: tests/helpers/ only.
  {
    files: ["scripts/bench/**"],
    rules: layers(forbid(["src"], "a benchmark never imports the app: move what both need to core/"), {
      regex: "(^|/)tests/(?!helpers/)",
      message: "a benchmark may import the tests' helpers (tests/helpers/) only",
    }),
  },
  { files: ["tests/**"], rules: layers(forbid(["scripts/bench"], "tests never import a benchmark: move what both need to scripts/lib or core/")) },
);
