import pageManifestPlugin from './page-manifest-plugin';

const MANIFEST = 'http://remote.test/1.0.0-abc/mf-manifest.json';

afterEach(() => {
  document.head.innerHTML = '';
});

test('a manifest the page carries is answered from the page; any other is left to the runtime', async () => {
  document.head.innerHTML = `<script type="application/json" data-file="${MANIFEST}">{"id":"mfe_test"}</script>`;
  const { fetch: answer } = pageManifestPlugin();
  const carried = await answer!(MANIFEST, {}, undefined as never, undefined as never);
  expect(carried).toBeInstanceOf(Response);
  await expect((carried as Response).json()).resolves.toEqual({ id: 'mfe_test' });
  expect(answer!('http://remote.test/2.0.0-def/mf-manifest.json', {}, undefined as never, undefined as never)).toBeUndefined();
});
