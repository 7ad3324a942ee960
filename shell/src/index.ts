// Async boundary: shared singletons are negotiated before any app code runs. The shell's shared
// modules are all eager, so the boundary needs no chunk of its own: "eager" keeps the start-up code
// in main.js (no second round trip before anything runs) and still runs it a turn later. A new
// task, not only a later microtask: main.js's own evaluation is a long task on a phone already.
import { yieldToBrowser } from './utils/yield-to-browser';

void yieldToBrowser().then(() => import(/* webpackMode: "eager" */ './bootstrap'));
