import { RemoteIncompatibleError, behindOf, incompatibility, incompatibilityOf, type RemoteManifest } from './compatibility';

const site = { golfShared: '1.4.0', federationRange: '~2.9.0' };

function manifest(pluginVersion: string | undefined, golfShared: string | false | undefined): RemoteManifest {
  return {
    metaData: { name: 'mfe_forum', pluginVersion },
    shared: [
      { name: 'react', requiredVersion: '^19.3.1' },
      { name: '@golf/shared/router', requiredVersion: false },
      ...(golfShared === undefined ? [] : [{ name: '@golf/shared/auth/auth-store', requiredVersion: golfShared }]),
    ],
  };
}

test('a remote built with the shell’s federation minor and an older or equal @golf/shared runs', () => {
  expect(incompatibility(manifest('2.9.2', '^1.0.0'), site)).toBeNull();
  expect(incompatibility(manifest('2.9.0', '^1.4.0'), site)).toBeNull();
  // Modules shared without a version requirement are not @golf/shared's to check.
  expect(incompatibility(manifest('2.9.7', undefined), site)).toBeNull();
});

test('a remote that needs a newer @golf/shared than the shell has is refused, naming both', () => {
  expect(incompatibility(manifest('2.9.2', '^1.5.0'), site)).toBe('needs @golf/shared ^1.5.0; this site has 1.4.0');
  expect(incompatibility(manifest('2.9.2', '^2.0.0'), site)).toMatch(/needs @golf\/shared \^2\.0\.0/);
});

test('a remote built with another federation minor, or that does not say, is refused', () => {
  expect(incompatibility(manifest('2.10.0', '^1.0.0'), site)).toBe('built with Module Federation 2.10.0; this site runs ~2.9.0');
  expect(incompatibility(manifest('2.8.3', '^1.0.0'), site)).toMatch(/2\.8\.3/);
  expect(incompatibility(manifest(undefined, '^1.0.0'), site)).toMatch(/\(unknown\)/);
});

test('a refusal says which side is behind: the site when the remote needs more, the section when the site moved past it', () => {
  // Needs a newer @golf/shared minor or major than the site has, or a later federation minor: the site is behind.
  expect(incompatibilityOf(manifest('2.9.2', '^1.5.0'), site)?.behind).toBe('site');
  expect(incompatibilityOf(manifest('2.9.2', '^2.0.0'), site)?.behind).toBe('site');
  expect(incompatibilityOf(manifest('2.10.0', '^1.0.0'), site)?.behind).toBe('site');
  // Built for a @golf/shared major or a federation minor the site has moved past, or that does not say: the section is.
  expect(incompatibilityOf(manifest('2.9.2', '^1.0.0'), { ...site, golfShared: '2.0.0' })).toEqual({ reason: 'needs @golf/shared ^1.0.0; this site has 2.0.0', behind: 'section' });
  expect(incompatibilityOf(manifest('2.8.2', '^1.0.0'), site)?.behind).toBe('section');
  expect(incompatibilityOf(manifest(undefined, '^1.0.0'), site)?.behind).toBe('section');
});

test('the error says which side is behind in its message too, for a runtime that wraps it', () => {
  const older = new RemoteIncompatibleError('mfe_forum', 'built with Module Federation 2.8.2; this site runs ~2.9.0', 'section');
  expect(behindOf(`wrapped: ${older.message}`)).toBe('section');
  expect(behindOf(new RemoteIncompatibleError('mfe_forum', 'needs @golf/shared ^1.9.0; this site has 1.4.0').message)).toBe('site');
});
