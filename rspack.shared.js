// The one rspack config factory of every frontend app (architecture §2). An app's own
// rspack.config.mjs passes what differs: its name, port and what it exposes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { registryFor, sitePorts } from './scripts/apps.mjs';
import { internalFile, versionOf } from './scripts/package-internals.mjs';
import { ExposeFilesPlugin } from './scripts/expose-files.mjs';
import { ShareDataPlugin } from './scripts/share-data.mjs';
import { ThemeStylesheetPlugin } from './scripts/theme-css.mjs';
import { refuseToolingPins } from './scripts/tooling-pins.mjs';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const chakraFile = (relative, why) => internalFile('@chakra-ui/react', relative, why);
// The federation runtime as ES modules. @rspack/core finds it with require.resolve, which picks
// each package's CommonJS build: nothing in it can be left out, so main.js carried code for Node
// and both module formats of some files. Requests for those files take the ES twin beside them.
const federationCjs = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
function esmTwin(file) {
  for (const extension of ['.js', '.mjs']) {
    const twin = file.replace(/\.cjs$/, extension);
    if (existsSync(twin)) return twin;
  }
  return file;
}
const reactI18nextFacade = path.join(rootDir, 'shared/src/i18n/react-i18next.ts');
const emotionFacade = path.join(rootDir, 'shared/src/theme/emotion-react.ts');
const reactI18nextTrans = path.join(rootDir, 'shared/src/i18n/trans.ts');

const singleton = (pkg, extra = {}) => ({ singleton: true, requiredVersion: `^${versionOf(pkg)}`, ...extra });

// A remote runs on the shell's federation runtime (decision 19), whose internals may change in any
// minor release: the shell accepts remotes built with its own major.minor, any patch.
const FEDERATION_VERSION = versionOf('@module-federation/enhanced');
const FEDERATION_RANGE = `~${FEDERATION_VERSION.split('.').slice(0, 2).join('.')}.0`;

// The Chakra components of the shell's frame (nav bar, footer, state panels) and the layout and
// loading pieces nearly every page draws: eager in the shell, so on the page a remote never loads
// its own copy of them.
const SHELL_CHAKRA_COMPONENTS = ['box', 'button', 'flex', 'group', 'image', 'link', 'spinner', 'stack', 'text', 'heading', 'grid', 'simple-grid', 'icon', 'badge', 'skeleton'];
// A remote's own copies of the UI library: the modules of Chakra, Ark UI and Zag it may load, apart
// from what the shell always provides (its components above, the styled system's shared modules).
const REMOTE_UI_LIBRARY = new RegExp(
  String.raw`[\/]node_modules[\/](?:@chakra-ui[\/]react[\/]dist[\/]esm[\/](?!components[\/](?:${SHELL_CHAKRA_COMPONENTS.join('|')})[\/]|styled-system[\/](?:index|provider|factory|recipe-props)\.js|preset-base\.js)|@ark-ui|@zag-js|@floating-ui|@internationalized|@pandacss|proxy-compare)`,
);
const GOLF_SHARED_VERSION = JSON.parse(readFileSync(path.join(rootDir, 'shared/package.json'), 'utf8')).version;

/**
 * The @golf/shared modules the shell provides to every remote: all that keep state for the page
 * (auth store, API client and session token, i18n, query cache, toaster, runtime config) and
 * what the shell's frame draws anyway. A @golf/shared module with module-level state belongs here
 * (architecture §2), or each remote would get its own.
 */
export const SHELL_PROVIDED_GOLF_FILES = [
  'i18n/i18n.ts', 'i18n/common.zh.ts', 'theme/system.ts', 'theme/AppProvider.tsx', 'theme/Toasts.tsx', 'theme/toaster.ts',
  'auth/auth-store.ts', 'auth/get-me.ts', 'api/client.ts', 'api/runtime-config.ts', 'api/session-token.ts',
  'components/StatePanels.tsx', 'components/ImageWithFallback.tsx', 'components/placeholder-image.ts',
  // Used by most remotes, the landing page among them.
  'components/Pagination.tsx', 'utils/pagination.ts', 'utils/relative-time.ts', 'hooks/use-query.ts',
  // The frame's urgent banner and the announcements hub use them: one copy on a page, and one
  // live-updates connection (the module keeps it).
  'utils/after-first-paint.ts', 'live-updates/subscribe-live-updates.ts', 'utils/live-update-colors.ts',
];

/** The @golf/shared versions an app accepts: its package.json dependency (the shell: its own version and later). */
function golfSharedRangeOf(dir, host) {
  if (host) return `^${GOLF_SHARED_VERSION}`;
  const range = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies?.['@golf/shared'];
  if (!range) throw new Error(`${dir}/package.json must name the @golf/shared versions it needs in its dependencies`);
  return range;
}

/**
 * Everything that must exist once on a page: one React, one router, one auth store and one i18n
 * instance. Chakra is shared by subpath (trailing slash) so each app downloads only the components
 * it uses; its provider and recipe-props modules are imported relatively by the components, so
 * they are shared by absolute path or a remote would read a context the shell never provided.
 *
 * @param {boolean} host          the shell's build: the libraries every page needs are eager
 * @param {boolean} composedOnly  a remote built to run only inside the shell (production)
 */
function sharedModules(host, composedOnly, golfSharedRange) {
  const chakraVersion = versionOf('@chakra-ui/react');
  const chakraShared = { singleton: true, requiredVersion: chakraVersion, version: chakraVersion };
  const shared = {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // react-router-dom resolves to @golf/shared/src/router.ts (see `alias`), shared below by path.
    [path.join(rootDir, 'shared/src/router.ts')]: { singleton: true, requiredVersion: false, version: versionOf('react-router'), shareKey: '@golf/shared/router' },
    zustand: singleton('zustand'),
    // A prefix key names its package (packageName): the federation plugin otherwise resolves 'zustand/'
    // itself, which Node deprecates (DEP0155, printed by every build).
    'zustand/': singleton('zustand', { packageName: 'zustand' }),
    i18next: singleton('i18next'),
    // react-i18next resolves to @golf/shared/src/i18n/react-i18next.ts (see `alias`), shared by path.
    [reactI18nextFacade]: { singleton: true, requiredVersion: false, version: versionOf('react-i18next'), shareKey: '@golf/shared/react-i18next' },
    // @emotion/react resolves to @golf/shared/src/theme/emotion-react.ts (see `alias`), shared by path.
    [emotionFacade]: { singleton: true, requiredVersion: false, version: versionOf('@emotion/react'), shareKey: '@golf/shared/emotion-react' },
    ky: singleton('ky'),
    dayjs: singleton('dayjs'),
    'dayjs/': singleton('dayjs', { packageName: 'dayjs' }),
    '@chakra-ui/react': chakraShared,
    '@chakra-ui/react/': { ...chakraShared, packageName: '@chakra-ui/react' },
    [chakraFile('dist/esm/styled-system/provider.js', 'the theme context, once per page')]: {
      ...chakraShared,
      shareKey: '@chakra-ui/react/internal/provider',
    },
    [chakraFile('dist/esm/styled-system/factory.js', 'the styled factory, once per page')]: {
      ...chakraShared,
      shareKey: '@chakra-ui/react/internal/factory',
    },
    [chakraFile('dist/esm/styled-system/recipe-props.js', 'the recipe-props context, once per page')]: {
      ...chakraShared,
      shareKey: '@chakra-ui/react/internal/recipe-props',
    },
  };
  // The @golf/shared modules that hold the page's state, shared by path so a relative import
  // inside @golf/shared finds them too. Strict: a remote that needs a newer @golf/shared than the
  // page has gets an error (the section's fallback), never a copy of its own. The compatibility
  // check in the shell refuses such a remote before any of its code runs
  // (shell/src/federation/compatibility-plugin.ts); this is the second line.
  const golf = { singleton: true, strictVersion: true, version: GOLF_SHARED_VERSION, requiredVersion: golfSharedRange };
  for (const file of SHELL_PROVIDED_GOLF_FILES) {
    shared[path.join(rootDir, 'shared/src', file)] = { ...golf, shareKey: `@golf/shared/${file.replace(/\.tsx?$/, '')}` };
  }
  // Chakra's form controls find their Field (ids, invalid, disabled) and Fieldset through contexts
  // kept in two Ark UI modules. Shared by path, there is one of each on the page, so a Field from
  // one app's bundle and a Textarea from another's still see each other.
  const arkContexts = [];
  const arkVersion = versionOf('@ark-ui/react');
  for (const component of ['field', 'fieldset']) {
    const file = internalFile('@ark-ui/react', `dist/components/${component}/use-${component}-context.js`, `the ${component} context, once per page`);
    arkContexts.push(file);
    shared[file] = {
      singleton: true, requiredVersion: arkVersion, version: arkVersion, shareKey: `@ark-ui/react/internal/${component}-context`,
    };
  }
  // Keys under which each remote ships what it uses itself (a component the shell may never load).
  // Every other key is a library the shell always has. The rest of @golf/shared (components,
  // recipes, helpers without state) is not shared at all: each remote bundles what it uses, so two
  // remotes built against different @golf/shared versions never swap files.
  const eachAppOwn = new Set(['@chakra-ui/react', '@chakra-ui/react/', 'dayjs', 'dayjs/', ...arkContexts]);
  if (!host) {
    // In the composed site (see `externalRuntime`) a remote takes those libraries from the shell
    // and ships no copy of its own.
    if (composedOnly) for (const key of Object.keys(shared)) if (!eachAppOwn.has(key)) shared[key] = { ...shared[key], import: false };
    return shared;
  }
  // Host only: what every first page needs is eager, so it ships inside main.js (one file that
  // compresses as a whole) instead of a few dozen small async chunks. An eager module may only
  // import eager shared modules (or loadShareSync fails), so this list is closed under imports.
  shared[chakraFile('dist/esm/styled-system/index.js', 'the styled system, eager in the shell')] = { ...chakraShared, shareKey: '@chakra-ui/react/styled-system' };
  shared[chakraFile('dist/esm/preset-base.js', 'the base preset, eager in the shell')] = { ...chakraShared, shareKey: '@chakra-ui/react/preset-base' };
  for (const component of SHELL_CHAKRA_COMPONENTS) {
    shared[chakraFile(`dist/esm/components/${component}/index.js`, 'a frame component, eager in the shell')] = { ...chakraShared, shareKey: `@chakra-ui/react/${component}` };
  }
  // The shell shares exactly what it ships eagerly. What only its own lazy pages use (a dialog, a
  // form) it bundles for itself: providing that too cost main.js an entry per module in its share
  // tables (1.6 KB gzipped), and the remotes still share such modules among themselves.
  for (const key of eachAppOwn) delete shared[key];
  // The shell takes its own copies (the first provider on the page, and the only one of these
  // keys), so a version check at each of its start-up imports would only compare a version with
  // itself; it cost ~50 semver range parses before the first paint. Remotes still check theirs.
  for (const key of Object.keys(shared)) shared[key] = { ...shared[key], eager: true, requiredVersion: false };
  return shared;
}

/** Ports and API address of the dev servers: PORT_BASE, PORT_<APP> and API_PORT (scripts/apps.mjs). */
function devSite() {
  return sitePorts();
}

/**
 * The JSON files a dev server answers. `npm run dev` passes them in GOLF_DEV_RUNTIME_CONFIG and
 * GOLF_DEV_REMOTES; a team's `npx rspack serve` in one app folder gets the same from the ports.
 */
function devJson(host) {
  const { apps, apiPort } = devSite();
  const runtimeConfig = process.env.GOLF_DEV_RUNTIME_CONFIG ?? JSON.stringify({ apiUrl: `http://localhost:${apiPort}` });
  const remotes = process.env.GOLF_DEV_REMOTES ?? JSON.stringify(registryFor(apps));
  return { '/runtime-config.json': runtimeConfig, ...(host ? { '/remotes.json': remotes } : {}) };
}

/**
 * The shell's page head beyond the title: the two files its start-up reads (fetched beside main.js,
 * not after it) and the description a search engine or a shared link shows. What makes the site
 * installable (the manifest and the home-screen icon) is linked by the code once the page has
 * loaded (shell/src/offline/install-links.ts): a first visit on a phone's connection has no
 * request to spare before its first paint.
 */
const SHELL_HEAD = [
  ...['/runtime-config.json', '/remotes.json'].map((file) => `<link rel="preload" href="${file}" as="fetch" crossorigin="anonymous" />`),
  '<meta name="description" content="香港青少年高爾夫社群：最新消息、即時動態、活動日曆、練習報名、討論區及會員卡。Youth Golf Community, Hong Kong: news, live updates, events, practice sign-up, forum and member card." />',
].join('\n    ');

/**
 * Every app's tab icon, inside the page: a linked file (or the /favicon.ico a browser asks for
 * without one) is one more request beside main.js on a first visit.
 */
const FAVICON_LINK = `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(rootDir, 'shared/assets/favicon.svg'), 'utf8').trim())}" />`;

/**
 * @param {object} options
 * @param {string} options.name        federation name, e.g. 'mfe_forum' ('shell' for the host)
 * @param {string} options.dir         the app's folder (import.meta.dirname of its config)
 * @param {Record<string,string>} [options.exposes] what a remote exposes
 * @param {string} [options.title]     the HTML page title
 */
export function createAppConfig({ name, dir, exposes = {}, title = 'Youth Golf Community' }) {
  // An app's own pin of this factory's tooling would be ignored (scripts/tooling-pins.mjs).
  refuseToolingPins(dir);
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const host = name === 'shell';
    // In the composed site the remotes use the shell's federation runtime instead of shipping a
    // second copy (about 33 KB gzipped each). A remote on its own dev server keeps its own.
    const runtimeSharing = host ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {};
    const firstScreenChunks = new Set(Object.keys(exposes).filter((key) => `${key}.prefetch` in exposes).map((key) => `__federation_expose_${key.slice(2)}`));
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      // GOLF_SOURCE_MAPS=1: a production build with source maps, to see what a bundle is made of.
      devtool: process.env.GOLF_SOURCE_MAPS ? 'source-map' : production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        clean: true,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        // Chakra recipes by file: '@chakra-ui/react/theme' would pull every recipe into the
        // shared theme, and this alias is not a shared request, so only what is named is bundled.
        alias: {
          '@chakra-ui-theme': chakraFile('dist/esm/theme', 'recipes one file at a time'),
          'react-router-dom$': path.join(rootDir, 'shared/src/router.ts'),
          // react-router's package exports only its development build (warnings, invariant
          // texts); a production build takes the production build it ships beside it.
          ...(production ? { 'react-router$': internalFile('react-router', 'dist/production/index.mjs', 'its production build') } : {}),
          'react-i18next$': reactI18nextFacade,
          '@emotion/react$': emotionFacade,
          // React 19's own hook, not the shim's copy for older Reacts (shared/src/utils/use-sync-external-store.ts).
          'use-sync-external-store/shim$': path.join(rootDir, 'shared/src/utils/use-sync-external-store.ts'),
          // In the composed site a remote uses the shell's bundler runtime too (docs/decisions.md 19).
          ...(runtimeSharing.externalRuntime ? { [internalFile('@module-federation/webpack-bundler-runtime', 'dist/index.js', 'replaced by the shell’s copy')]: path.join(rootDir, 'shared/src/federation/shell-bundler-runtime.ts') } : {}),
          // Production errors keep their codes and doc links, not the sentences (error-descriptions.ts).
          ...(production ? { [internalFile('@module-federation/error-codes', 'dist/desc.mjs', 'its descriptions, left out of production builds')]: path.join(rootDir, 'shared/src/federation/error-descriptions.ts') } : {}),
          // ky without its progress streams, which no request uses (shared/src/api/ky-progress.ts).
          [internalFile('ky', 'distribution/utils/body.js', 'its progress streams, left out')]: path.join(rootDir, 'shared/src/api/ky-progress.ts'),
          // The SDK's logger without the build tools' parts (sdk-logger.ts).
          ...(production ? { [internalFile('@module-federation/sdk', 'dist/logger.js', 'its logger, replaced in production builds')]: path.join(rootDir, 'shared/src/federation/sdk-logger.ts') } : {}),
          // The same keys as the federation plugin's own aliases (which point at CommonJS builds).
          '@module-federation/runtime': internalFile('@module-federation/runtime', 'dist/index.js', 'the runtime as ES modules'),
          '@module-federation/runtime-tools': internalFile('@module-federation/runtime-tools', 'dist/index.js', 'the runtime tools as ES modules'),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2020',
              },
            },
            type: 'javascript/auto',
          },
          // The facades themselves import the real packages.
          { test: [reactI18nextFacade, reactI18nextTrans], resolve: { alias: { 'react-i18next$': internalFile('react-i18next', 'dist/es/index.js', 'its ES build behind the facade') } } },
          { test: emotionFacade, resolve: { alias: { '@emotion/react$': internalFile('@emotion/react', 'dist/emotion-react.browser.esm.js', 'its browser ES build behind the facade') } } },
          { test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/, loader: path.join(rootDir, 'scripts/loaders/pure-react-calls.cjs') },
          { test: /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/, loader: path.join(rootDir, 'scripts/loaders/i18next-unused-features.cjs') },
          // The theme's global CSS is prebuilt (scripts/theme-css.mjs): Chakra makes it only if read.
          // The shell's page always links it, so the shell's build leaves the code that makes it out.
          {
            test: chakraFile('dist/esm/styled-system/system.js', 'createSystem, whose global CSS is made on first read'),
            loader: path.join(rootDir, 'scripts/loaders/lazy-chakra-global.cjs'),
            options: { prebuilt: host },
          },
          // @emotion/react imports it bare (for withTheme, which nothing here uses), and the package
          // does not say it is free of side effects, so it was bundled for nothing (1 KB gzipped).
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: path.join(rootDir, 'shared/index.html'),
          // From the root: a deep link (/discussions/create) must not ask for /discussions/main.js.
          publicPath: '/',
          chunks: ['main'],
          // The shell's start-up reads these two files: fetched beside main.js, not after it.
          templateParameters: {
            title,
            head: host ? `${FAVICON_LINK}\n    ${SHELL_HEAD}` : FAVICON_LINK,
          },
        }),
        new rspack.CopyRspackPlugin({
          patterns: [
            { from: 'public', noErrorOnMissing: true },
            // A public route's first reads, for the page's head (scripts/first-reads.mjs).
            { from: 'src/routes/first-reads.json', noErrorOnMissing: true },
          ],
        }),
        // Every script each exposed module needs, for the page's head start (scripts/expose-files.mjs).
        ...(host ? [] : [new ExposeFilesPlugin(exposes)]),
        // The share records without the fields the runtime never reads (scripts/share-data.mjs).
        new ShareDataPlugin(),
        // The theme's reset and token variables as a stylesheet, made at build time (decision 66).
        ...(host ? [new ThemeStylesheetPlugin()] : []),
        // The page's own script is the one everything waits for: a deferred script is fetched at
        // low priority, behind the route's preloads (scripts/head-start.mjs), unless told.
        {
          apply(compiler) {
            compiler.hooks.compilation.tap('GolfMainScriptFirst', (compilation) => {
              rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('GolfMainScriptFirst', async (data) => {
                for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
                return data;
              });
            });
          },
        },
        new rspack.DefinePlugin({
          'process.env.APP_NAME': JSON.stringify(name),
          // What the shell's compatibility check compares each remote's manifest with.
          'process.env.GOLF_SHARED_VERSION': JSON.stringify(GOLF_SHARED_VERSION),
          'process.env.GOLF_FEDERATION_RANGE': JSON.stringify(FEDERATION_RANGE),
          // The shell's page has the theme's global CSS as a prebuilt stylesheet (shared/src/theme/system.ts).
          'process.env.GOLF_THEME_CSS_PREBUILT': JSON.stringify(String(host)),
        }),
        new rspack.NormalModuleReplacementPlugin(/\.cjs$/, (data) => {
          const file = path.isAbsolute(data.request) ? data.request : data.request.startsWith('.') ? path.join(data.context, data.request) : null;
          if (file && federationCjs.test(file)) data.request = esmTwin(file);
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(host, Boolean(runtimeSharing.externalRuntime), golfSharedRangeOf(dir, host)),
          // 'version-first' fetches every remote at start-up, so one remote that is down would
          // blank the whole site.
          shareStrategy: 'loaded-first',
          // The shell's only: it is the one that loads remotes (a remote's copy would ride along in
          // its remoteEntry.js unused).
          runtimePlugins: host
            ? [
                path.join(rootDir, 'shared/src/federation/remote-failure-plugin.ts'),
                path.join(rootDir, 'shared/src/federation/share-bundler-runtime-plugin.ts'),
                path.join(rootDir, 'shell/src/federation/compatibility-plugin.ts'),
                path.join(rootDir, 'shell/src/federation/page-manifest-plugin.ts'),
              ]
            : [],
          manifest: true,
          dts: false,
          experiments: { optimization: { target: 'web', disableRemote: Boolean(runtimeSharing.externalRuntime) }, ...runtimeSharing },
        }),
      ],
      optimization: {
        splitChunks: {
          // A public route's page (an exposed module with a prefetch beside it) is one file with
          // every module of its own remote it needs, copies of what the remote's other pages share
          // included: a first visit asks for it beside main.js, and on a phone's connection each
          // further file shares the bandwidth main.js needs (decision 71).
          chunks: host ? 'async' : (chunk) => !firstScreenChunks.has(chunk.name),
          // A remote's chunks smaller than 10 KB stay inside the chunks that use them (a few
          // hundred bytes repeated) instead of being files of their own: the calendar's first
          // screen was 18 files, most under 1 KB, each a round trip on a phone's connection.
          minSize: host ? 0 : 10_000,
          // A remote's own copies of the UI library pieces the shell does not ship (a form field, a
          // dialog, an avatar) are one file, not one per share key and per common part: the forum's
          // first page asked for ~35 files of 0.5–4 KB, six at a time on a phone's connection. It
          // is loaded only when a page needs one of them (never on the hub's first visit, which
          // draws with the shell's components only), so a later dialog comes with it.
          cacheGroups: host ? {} : { uiLibrary: { test: REMOTE_UI_LIBRARY, chunks: 'async', name: 'ui-library', enforce: true, priority: 20 } },
        },
      },
      performance: { hints: false },
      // rspack's dev server compiles an import() only when the page asks for it and tells the
      // page over its own hot-reload connection. A remote's page runs inside the shell's page,
      // which listens to the shell's server only: the remote's lazy chunks never arrived.
      lazyCompilation: false,
      devServer: {
        // An app folder outside the workspaces (a remote released from a folder of its own) has no
        // port of the site's: PORT_<NAME>, else any free one.
        port: devSite().apps.find((app) => app.name === name)?.port ?? process.env[`PORT_${name.toUpperCase()}`] ?? 'auto',
        historyApiFallback: true,
        // Every app's server answers /runtime-config.json, so a remote on its own finds the API;
        // the shell's also answers /remotes.json, pointing at the remotes' dev servers.
        setupMiddlewares: (middlewares) => [
          ...Object.entries(devJson(host)).map(([route, body]) => ({
            name: route,
            path: route,
            middleware: (_request, response) => response.setHeader('Content-Type', 'application/json').setHeader('Cache-Control', 'no-cache').end(body),
          })),
          ...middlewares,
        ],
        static: { directory: path.join(dir, 'public') },
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}
