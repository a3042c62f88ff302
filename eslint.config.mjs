// ESLint over the site's JavaScript (`./run test`; web/README.md): the recommended rules and the
// globals of each file's context. The build does not ship this file (scripts/build.py copies only
// web/ and public/).
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["web/**/*.js", "web/**/*.mjs"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.browser } },
  },
  {
    // A deliberately ignored value is named `_` (`catch (_)`, `([_, v]) => v`); a caught error
    // may go unused (a failure that only changes what happens next).
    rules: {
      "no-unused-vars": ["error", { caughtErrors: "none", argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // beyond the recommended set: what the code already keeps to (`== null` is its "null or undefined")
      eqeqeq: ["error", "always", { null: "ignore" }],
      "prefer-const": "error",
      "no-var": "error",
      "no-implicit-globals": "error",
      "no-eval": "error",
      "no-implied-eval": "error",
      "no-new-func": "error",
      "no-throw-literal": "error",
      "no-self-compare": "error",
      "no-template-curly-in-string": "error",
      "array-callback-return": "error",
    },
  },
  {
    files: ["public/sw.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: { ...globals.serviceworker } },
    // a service worker is a classic script with a global scope of its own, which no other script
    // shares: its top-level functions are its module scope, not globals of a page
    rules: { "no-implicit-globals": "off" },
  },
];
