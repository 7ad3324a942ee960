import { incompatibility, type RemoteManifest } from './compatibility';

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
