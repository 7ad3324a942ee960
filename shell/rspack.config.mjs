import { createAppConfig } from '../rspack.shared.js';

export default createAppConfig({ name: 'shell', dir: import.meta.dirname, title: '青少年高爾夫社群 | Youth Golf Community' });
