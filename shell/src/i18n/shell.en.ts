export const shellEn = {
  notFound: { title: 'Oops! Page not found', home: 'Back to home' },
  footer: { copyright: '© {{year}} Youth Golf Community, Hong Kong' },
};
