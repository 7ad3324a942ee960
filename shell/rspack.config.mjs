import { createAppConfig } from '../rspack.shared.js';

const appConfig = createAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  title: '青少年高爾夫社群 | Youth Golf Community',
});

// The shell answers every path with index.html (client-side routes), so its page must address its
// scripts from the site root: with publicPath 'auto' the page at /announcements/42 asked for
// /announcements/main.js and a deep link opened blank. SHELL_PUBLIC_PATH serves it under a prefix.
export default (env, argv) => {
  const config = appConfig(env, argv);
  config.output.publicPath = process.env.SHELL_PUBLIC_PATH ?? '/';
  return config;
};
