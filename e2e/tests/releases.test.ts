// The release store behind `npm run release|rollback` (scripts/releases.mjs), on temporary folders.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { FRONTEND_APPS } from '../../scripts/apps.mjs';
import { ROOT } from '../../scripts/apps.mjs';
import { composeLocalSite, earlierShellDirs, liveShellDir, previousVersion, publishBuild, publishedVersions, readComposition, sourceVersion, switchVersion, withdrawRemote } from '../../scripts/releases.mjs';

// The site's remotes, as the scripts find them (the workspaces: scripts/apps.mjs).
const REMOTES = FRONTEND_APPS.filter((app) => app.name !== 'shell').map((app) => app.name);
const work = mkdtempSync(path.join(os.tmpdir(), 'golf-releases-'));
let releases: string;

/** A fake app folder whose dist/ is a build of `name` at `version` with one chunk. */
function fakeApp(name: string, version: string, port: number) {
  const dir = path.join(work, 'apps', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), JSON.stringify({ metaData: { name, buildInfo: { buildVersion: version } } }));
  writeFileSync(path.join(dir, 'dist', `chunk.${version}.js`), `// ${name} ${version}`);
  return { name, dir, port };
}

function site(versions: Record<string, string> = {}, portBase = 3001) {
  return REMOTES.map((name, index) => fakeApp(name, versions[name] ?? '1.0.0-aaaaaaaaaa', portBase + index));
}

const forumEntry = () => readComposition(releases).remotes.find((remote: { name: string }) => remote.name === 'mfe_forum');

describe('releases', () => {
  beforeEach(() => {
    releases = path.join(work, `releases-${Math.random().toString(36).slice(2)}`);
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('a site composed for the first time publishes every build and serves it, routes from the shell', () => {
    composeLocalSite({ apps: site(), dir: releases });
    const composition = readComposition(releases);
    assert.deepEqual(forumEntry(), { name: 'mfe_forum', version: '1.0.0-aaaaaaaaaa', entry: 'http://localhost:3002/1.0.0-aaaaaaaaaa/mf-manifest.json' });
    assert.ok(composition.routes.some((route: { path: string }) => route.path === '/discussions'));
    assert.ok(existsSync(path.join(releases, 'mfe_forum', '1.0.0-aaaaaaaaaa', 'chunk.1.0.0-aaaaaaaaaa.js')));
  });

  it('a release publishes beside the earlier version and switches one entry; a rollback returns', () => {
    composeLocalSite({ apps: site(), dir: releases });
    const next = fakeApp('mfe_forum', '1.1.0-bbbbbbbbbb', 3002);
    assert.deepEqual(publishBuild(path.join(next.dir, 'dist'), releases), { name: 'mfe_forum', version: '1.1.0-bbbbbbbbbb', published: true });
    assert.deepEqual(switchVersion('mfe_forum', '1.1.0-bbbbbbbbbb', releases), { name: 'mfe_forum', from: '1.0.0-aaaaaaaaaa', to: '1.1.0-bbbbbbbbbb' });
    assert.equal(forumEntry().entry, 'http://localhost:3002/1.1.0-bbbbbbbbbb/mf-manifest.json');
    // Both versions stay on disk: a page opened before the release still loads its files.
    assert.ok(existsSync(path.join(releases, 'mfe_forum', '1.0.0-aaaaaaaaaa', 'mf-manifest.json')));
    assert.deepEqual(publishedVersions('mfe_forum', releases).map((release: { version: string }) => release.version), ['1.0.0-aaaaaaaaaa', '1.1.0-bbbbbbbbbb']);
    // Another remote's entry is untouched.
    assert.equal(readComposition(releases).remotes[0].version, '1.0.0-aaaaaaaaaa');

    assert.equal(previousVersion('mfe_forum', releases), '1.0.0-aaaaaaaaaa');
    switchVersion('mfe_forum', '1.0.0-aaaaaaaaaa', releases);
    assert.equal(forumEntry().version, '1.0.0-aaaaaaaaaa');
    assert.equal(previousVersion('mfe_forum', releases), null, 'nothing was published before the first version');
  });

  it('publishing a version again changes nothing; a version never published cannot be served', () => {
    composeLocalSite({ apps: site(), dir: releases });
    const log = readFileSync(path.join(releases, 'mfe_forum', 'releases.json'), 'utf8');
    const again = fakeApp('mfe_forum', '1.0.0-aaaaaaaaaa', 3002);
    writeFileSync(path.join(again.dir, 'dist', 'chunk.1.0.0-aaaaaaaaaa.js'), '// rebuilt differently');
    assert.equal(publishBuild(path.join(again.dir, 'dist'), releases).published, false);
    assert.equal(readFileSync(path.join(releases, 'mfe_forum', '1.0.0-aaaaaaaaaa', 'chunk.1.0.0-aaaaaaaaaa.js'), 'utf8'), '// mfe_forum 1.0.0-aaaaaaaaaa');
    assert.equal(readFileSync(path.join(releases, 'mfe_forum', 'releases.json'), 'utf8'), log);
    assert.throws(() => switchVersion('mfe_forum', '9.9.9-cccccccccc', releases), /has no published version 9\.9\.9-cccccccccc/);
    assert.throws(() => switchVersion('mfe_unknown', '1.0.0-aaaaaaaaaa', releases), /mfe_unknown is not in/);
  });

  it('starting again keeps a rolled-back version, serves a new build, and follows moved ports', () => {
    composeLocalSite({ apps: site(), dir: releases });
    publishBuild(path.join(fakeApp('mfe_forum', '1.1.0-bbbbbbbbbb', 3002).dir, 'dist'), releases);
    switchVersion('mfe_forum', '1.1.0-bbbbbbbbbb', releases);
    switchVersion('mfe_forum', '1.0.0-aaaaaaaaaa', releases);
    // The same builds, started on other ports: the rollback stands.
    composeLocalSite({ apps: site({ mfe_forum: '1.1.0-bbbbbbbbbb' }, 3301), dir: releases });
    assert.equal(forumEntry().entry, 'http://localhost:3302/1.0.0-aaaaaaaaaa/mf-manifest.json');
    // A build never published before is what a developer just made: it is served.
    composeLocalSite({ apps: site({ mfe_forum: '1.2.0-dddddddddd' }), dir: releases });
    assert.equal(forumEntry().version, '1.2.0-dddddddddd');
  });

  it('a build’s version follows its sources: the same sources give the same version, a change another', () => {
    const app = path.join(work, 'source-app');
    mkdirSync(path.join(app, 'src'), { recursive: true });
    writeFileSync(path.join(app, 'package.json'), JSON.stringify({ version: '1.3.0' }));
    writeFileSync(path.join(app, 'src', 'index.ts'), 'export const a = 1;');
    const first = sourceVersion(app);
    assert.match(first, /^1\.3\.0-[0-9a-f]{10}$/);
    assert.equal(sourceVersion(app), first);
    writeFileSync(path.join(app, 'src', 'index.ts'), 'export const a = 2;');
    assert.notEqual(sourceVersion(app), first);
  });

  /** The composition's template (a seventh remote, `mfe_teetimes` at /tee-times, with a public menu entry). */
  function templateWithTeeTimes() {
    const template = JSON.parse(readFileSync(path.join(ROOT, 'shell/remotes.json'), 'utf8'));
    template.remotes.push({ name: 'mfe_teetimes' });
    template.routes.push({ path: '/tee-times', remote: 'mfe_teetimes', module: './TeeTimes' });
    template.menu.push({ href: '/tee-times', label: { zh: '球場時段', en: 'Tee Times' }, access: 'public', order: 35 });
    const file = path.join(work, 'template-with-tee-times.json');
    writeFileSync(file, JSON.stringify(template));
    return file;
  }

  function withTemplate<T>(file: string, run: () => T): T {
    process.env.COMPOSITION_TEMPLATE = file;
    try {
      return run();
    } finally {
      delete process.env.COMPOSITION_TEMPLATE;
    }
  }

  it('a remote the template names but the site does not serve yet is added by its release, on the next port, with its routes and menu', () => {
    const template = templateWithTeeTimes();
    withTemplate(template, () => {
      // Started before the remote existed: no entry, no route, no menu entry for it.
      composeLocalSite({ apps: site(), dir: releases });
      assert.equal(readComposition(releases).remotes.some((remote: { name: string }) => remote.name === 'mfe_teetimes'), false);
      assert.equal(readComposition(releases).routes.some((route: { path: string }) => route.path === '/tee-times'), false);
      assert.equal(readComposition(releases).menu.some((entry: { href: string }) => entry.href === '/tee-times'), false);

      publishBuild(path.join(fakeApp('mfe_teetimes', '1.0.0-eeeeeeeeee', 0).dir, 'dist'), releases);
      assert.deepEqual(switchVersion('mfe_teetimes', '1.0.0-eeeeeeeeee', releases, { siteUrl: 'http://localhost:3000' }), { name: 'mfe_teetimes', from: undefined, to: '1.0.0-eeeeeeeeee', added: true });
      const composition = readComposition(releases);
      assert.equal(composition.remotes.find((remote: { name: string }) => remote.name === 'mfe_teetimes').entry, 'http://localhost:3007/1.0.0-eeeeeeeeee/mf-manifest.json');
      assert.ok(composition.routes.some((route: { path: string; remote: string }) => route.path === '/tee-times' && route.remote === 'mfe_teetimes'));
      assert.deepEqual(composition.menu.find((entry: { href: string }) => entry.href === '/tee-times').label, { zh: '球場時段', en: 'Tee Times' });

      // A restart of the site (the remote has no app folder here) keeps it as released; a rollback
      // past its first version has nowhere to go.
      composeLocalSite({ apps: site(), dir: releases });
      assert.equal(readComposition(releases).remotes.find((remote: { name: string }) => remote.name === 'mfe_teetimes').version, '1.0.0-eeeeeeeeee');
      assert.equal(previousVersion('mfe_teetimes', releases), null);
    });
    // Not in the template either: refused, saying where it goes.
    publishBuild(path.join(fakeApp('mfe_other', '1.0.0-ffffffffff', 0).dir, 'dist'), releases);
    assert.throws(() => switchVersion('mfe_other', '1.0.0-ffffffffff', releases), /mfe_other is not in .* nor in the composition's template \(add it to shell\/remotes\.json/);
  });

  it('a rollback of a remote’s first version takes it off the site, routes and menu with it, until a release or a new build', () => {
    const template = templateWithTeeTimes();
    withTemplate(template, () => {
      const teeTimes = fakeApp('mfe_teetimes', '1.0.0-eeeeeeeeee', 3007);
      composeLocalSite({ apps: [...site(), teeTimes], dir: releases });
      assert.equal(previousVersion('mfe_teetimes', releases), null);
      assert.deepEqual(withdrawRemote('mfe_teetimes', releases), { name: 'mfe_teetimes', from: '1.0.0-eeeeeeeeee', to: null });
      const off = () => {
        const composition = readComposition(releases);
        return (
          !composition.remotes.some((remote: { name: string }) => remote.name === 'mfe_teetimes') &&
          !composition.routes.some((route: { path: string }) => route.path === '/tee-times') &&
          !composition.menu.some((entry: { href: string }) => entry.href === '/tee-times')
        );
      };
      assert.ok(off(), 'no entry, route or menu entry for the withdrawn remote');
      // The other remotes are untouched; the files stay on disk.
      assert.equal(forumEntry().version, '1.0.0-aaaaaaaaaa');
      assert.ok(existsSync(path.join(releases, 'mfe_teetimes', '1.0.0-eeeeeeeeee', 'mf-manifest.json')));
      assert.throws(() => withdrawRemote('mfe_teetimes', releases), /mfe_teetimes is not on this site/);

      // A restart with the same build keeps it off; a new build comes back, routes and menu with it.
      composeLocalSite({ apps: [...site(), teeTimes], dir: releases });
      assert.ok(off(), 'the same build stays withdrawn across a restart');
      composeLocalSite({ apps: [...site(), fakeApp('mfe_teetimes', '1.0.1-gggggggggg', 3007)], dir: releases });
      assert.equal(off(), false);
      assert.equal(readComposition(releases).withdrawn, undefined);

      // Withdrawn again, then released by name: served again on its port, the mark gone.
      withdrawRemote('mfe_teetimes', releases);
      assert.deepEqual(switchVersion('mfe_teetimes', '1.0.0-eeeeeeeeee', releases, { siteUrl: 'http://localhost:3000' }), { name: 'mfe_teetimes', from: undefined, to: '1.0.0-eeeeeeeeee', added: true });
      assert.equal(off(), false);
      assert.equal(readComposition(releases).withdrawn, undefined);
    });
  });

  it('the shell has a release line: versions side by side, the live one named in the composition, older ones kept for open tabs', () => {
    const shell = (version: string) => fakeApp('shell', version, 3000);
    composeLocalSite({ apps: [shell('1.0.0-1111111111'), ...site()], dir: releases });
    assert.deepEqual(readComposition(releases).shell, { version: '1.0.0-1111111111' });
    assert.equal(liveShellDir(releases), path.join(releases, 'shell', '1.0.0-1111111111'));

    publishBuild(path.join(shell('1.1.0-2222222222').dir, 'dist'), releases);
    // Published, not live (a staged release): the composition still names the first.
    assert.deepEqual(readComposition(releases).shell, { version: '1.0.0-1111111111' });
    assert.deepEqual(switchVersion('shell', '1.1.0-2222222222', releases), { name: 'shell', from: '1.0.0-1111111111', to: '1.1.0-2222222222' });
    assert.equal(liveShellDir(releases), path.join(releases, 'shell', '1.1.0-2222222222'));
    assert.deepEqual(earlierShellDirs(releases), [path.join(releases, 'shell', '1.0.0-1111111111')]);
    assert.equal(previousVersion('shell', releases), '1.0.0-1111111111');
    // The remotes are untouched by a shell release.
    assert.equal(forumEntry().version, '1.0.0-aaaaaaaaaa');

    // A restart keeps the shell version chosen (a rollback stands until the shell's sources change).
    switchVersion('shell', '1.0.0-1111111111', releases);
    composeLocalSite({ apps: [shell('1.1.0-2222222222'), ...site()], dir: releases });
    assert.deepEqual(readComposition(releases).shell, { version: '1.0.0-1111111111' });
  });
});
