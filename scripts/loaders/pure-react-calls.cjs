// A loader for react-router's production build, so that the components and contexts this site never
// uses (NavLink, Form, ScrollRestoration and the data router's submission code behind them) can be
// left out, as they are from most libraries' builds: it marks top-level React.memo, forwardRef and
// createContext calls as pure, and drops the top-level `X.displayName = "…"` lines (names for
// React's developer tools) that otherwise count as a use of each of them.
module.exports = function pureReactCalls(source) {
  return source
    .replace(/^(var \w+ = )(React\d*\.(?:memo|forwardRef|createContext)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
};
