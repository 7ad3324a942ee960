// A loader for i18next's ES build: its built-in formatter (`{{price, currency}}`, `{{when,
// datetime}}`: Intl formatters behind a comma in a placeholder) is made by `init` unless an app
// registers one of its own, so it was bundled although no text of the site has a format
// (shared/src/i18n/no-formats.test.ts refuses one). Without it a placeholder is replaced by its
// value as before, and about 0.7 KB gzipped leaves main.js. Fails the build if i18next's source
// changed shape, rather than leaving the formatter in silently.
module.exports = function i18nextWithoutFormatter(source) {
  const use = /\n(\s*)formatter = Formatter;\n/;
  if (!use.test(source)) throw new Error('i18next-without-formatter: `formatter = Formatter;` not found in i18next (did its build change?)');
  return source.replace(use, '\n$1formatter = undefined;\n');
};
