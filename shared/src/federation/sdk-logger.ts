// What a production build bundles instead of @module-federation/sdk's logger (an alias in
// rspack.shared.js): the same names, the same console lines (the logger's prefix, then what was
// logged; debug lines only in the runtime's debug mode), without the original's delegate
// fallbacks and stack-trace capture, which only the build tools' loggers use. About 0.4 KB gzipped
// of main.js (issue 34's first-visit budget); a development build keeps the original.
import { isDebugMode } from '@module-federation/sdk';

type Method = 'log' | 'info' | 'warn' | 'error' | 'debug';

class Logger {
  constructor(public prefix: string) {}
  setPrefix(prefix: string) {
    this.prefix = prefix;
  }
  setDelegate() {}
  private emit(method: Method, args: unknown[]) {
    console[method](this.prefix, ...args);
  }
  log(...args: unknown[]) {
    this.emit('log', args);
  }
  warn(...args: unknown[]) {
    this.emit('warn', args);
  }
  error(...args: unknown[]) {
    this.emit('error', args);
  }
  success(...args: unknown[]) {
    this.emit('info', args);
  }
  info(...args: unknown[]) {
    this.emit('info', args);
  }
  ready(...args: unknown[]) {
    this.emit('info', args);
  }
  debug(...args: unknown[]) {
    if (isDebugMode()) this.emit('debug', args);
  }
}

export const createLogger = (prefix: string) => new Logger(prefix);
export const createInfrastructureLogger = createLogger;
export function bindLoggerToCompiler() {}
const PREFIX = '[ Module Federation ]';
export const logger = /* @__PURE__ */ createLogger(PREFIX);
export const infrastructureLogger = /* @__PURE__ */ createLogger(PREFIX);
