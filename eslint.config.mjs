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
    rules: { "no-unused-vars": ["error", { caughtErrors: "none", argsIgnorePattern: "^_", varsIgnorePattern: "^_" }] },
  },
  {
    files: ["public/sw.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: { ...globals.serviceworker } },
  },
];
