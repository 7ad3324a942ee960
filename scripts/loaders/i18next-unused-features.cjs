// A loader for i18next's ES build, leaving out features no text or code of the site uses, which its
// build would otherwise bundle whole (their classes and methods are always reachable, so no
// minifier can drop them):
// - the built-in formatter (`{{price, currency}}`, `{{when, datetime}}`: Intl formatters behind a
//   comma in a placeholder), made by `init` unless an app registers one of its own; without it a
//   placeholder is replaced by its value as before;
// - nesting (`$t(other.key)` inside a text): the text is returned as it is;
// - saving missing keys to a backend (`saveMissing`, off here: the catalogues' tests make every key
//   exist in both languages) and cloning an instance (`cloneInstance`, for servers): they throw.
// shared/src/i18n/catalogue-features.test.ts refuses a text that needs the first two. Together
// about 1.5 KB gzipped of main.js, on every first visit (issue 34's budget). Fails the build if
// i18next's source changed shape, rather than leaving them in silently.
const FORMATTER = /\n(\s*)formatter = Formatter;\n/;

/** Methods (class members at two spaces of indent, by their signature) and what replaces them. */
const METHODS = [
  ['nest(str, fc, options = {})', 'nest(str) {\n    return str;'],
  ['saveMissing(languages, namespace, key, fallbackValue, isUpdate, options = {}, clb = () => {}, hasLoadedNamespace = this.newestCloneHasLoadedNamespace || this.services?.utils?.hasLoadedNamespace)', "saveMissing() {\n    throw new Error('i18next saveMissing is not part of this build');"],
  ['cloneInstance(options = {}, callback = noop)', "cloneInstance() {\n    throw new Error('i18next cloneInstance is not part of this build');"],
];

function replaceMethod(source, signature, replacement) {
  const start = source.indexOf(`\n  ${signature} {\n`);
  const end = start < 0 ? -1 : source.indexOf('\n  }\n', start);
  if (end < 0) throw new Error(`i18next-unused-features: \`${signature.slice(0, 40)}…\` not found in i18next (did its build change?)`);
  return `${source.slice(0, start)}\n  ${replacement}${source.slice(end)}`;
}

module.exports = function i18nextWithoutUnusedFeatures(source) {
  if (!FORMATTER.test(source)) throw new Error('i18next-unused-features: `formatter = Formatter;` not found in i18next (did its build change?)');
  let result = source.replace(FORMATTER, '\n$1formatter = undefined;\n');
  for (const [signature, replacement] of METHODS) result = replaceMethod(result, signature, replacement);
  return result;
};
