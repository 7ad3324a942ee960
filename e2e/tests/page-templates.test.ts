// The routes' pages are made at release by putting text into the shell's HTML
// (scripts/site-files.mjs): the page data and the head start. What goes in is content — an admin's title, a path — and a '$' in it
// is text: as a String.replace replacement string, "$'" would insert the rest of the page and '$&'
// the matched tag (issue 34).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withHeadStart } from '../../scripts/head-start.mjs';
import { withPageData } from '../../scripts/page-data.mjs';

const PAGE = '<!doctype html><html><head><title>Youth Golf</title><meta name="description" content="site" /></head><body><div id="root"></div></body></html>';
const TRICKY = "Prize $' day $& $` $1 $$ $<name>";

/** How often `part` occurs in `text`. */
const count = (text: string, part: string) => text.split(part).length - 1;

describe('page templates keep $ as text', () => {
  it('the page data', () => {
    const page = withPageData(PAGE, { '/remotes.json': { routes: [{ path: "/a$'b", label: TRICKY }] } });
    const block = /<script type="application\/json" data-file="\/remotes.json">(.*?)<\/script>/.exec(page);
    assert.ok(block, page);
    assert.deepEqual(JSON.parse(block[1]), { routes: [{ path: "/a$'b", label: TRICKY }] });
    assert.equal(count(page, '<body>'), 1);
    assert.equal(count(page, '</title>'), 1);
  });

  it('the head start', () => {
    const page = withHeadStart(PAGE, { script: `<script>var path = "/x$'y$&";</script>`, links: `<link rel="preload" href="/a$'b$&.js" as="script" />` });
    assert.ok(page.includes(`<script>var path = "/x$'y$&";</script>`), page);
    assert.ok(page.includes(`<link rel="preload" href="/a$'b$&.js" as="script" />`), page);
    assert.equal(count(page, '<body>'), 1);
    assert.equal(count(page, '</head>'), 1);
  });
});
