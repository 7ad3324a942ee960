// A loader for i18next's ES build, leaving out two features no text of the site uses, which its
// build would otherwise bundle whole (shared/src/i18n/catalogue-features.test.ts refuses a text
// that needs one):
// - the built-in formatter (`{{price, currency}}`, `{{when, datetime}}`: Intl formatters behind a
//   comma in a placeholder), made by `init` unless an app registers one of its own; without it a
//   placeholder is replaced by its value as before;
// - nesting (`$t(other.key)` inside a text): the text is returned as it is.
// Together about 1.2 KB gzipped of main.js, on every first visit (issue 34's budget). Fails the
// build if i18next's source changed shape, rather than leaving them in silently.
const FORMATTER = /\n(\s*)formatter = Formatter;\n/;
const NEST = /\n {2}nest\(str, fc, options = \{\}\) \{\n[\s\S]*?\n {2}\}\n\}\n/;

module.exports = function i18nextWithoutUnusedFeatures(source) {
  if (!FORMATTER.test(source)) throw new Error('i18next-unused-features: `formatter = Formatter;` not found in i18next (did its build change?)');
  if (!NEST.test(source)) throw new Error('i18next-unused-features: the Interpolator\'s `nest` method not found in i18next (did its build change?)');
  return source.replace(FORMATTER, '\n$1formatter = undefined;\n').replace(NEST, '\n  nest(str) {\n    return str;\n  }\n}\n');
};
