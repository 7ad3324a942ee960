// Async boundary: shared singletons are negotiated before any app code runs. The shell's shared
// modules are all eager, so the boundary needs no chunk of its own: "eager" keeps the start-up code
// in main.js (no second round trip before anything runs) and still runs it a turn later.
import(/* webpackMode: "eager" */ './bootstrap');
