import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resources } from '../resources.js';
import { languageFrom, mergeCatalogues } from './i18n.js';
import { messages as coreMessages } from './messages.js';

test('Accept-Language picks zh or en by quality, zh by default', () => {
  assert.equal(languageFrom(undefined), 'zh');
  assert.equal(languageFrom(''), 'zh');
  assert.equal(languageFrom('en'), 'en');
  assert.equal(languageFrom('en-GB,en;q=0.9'), 'en');
  assert.equal(languageFrom('zh-HK,zh;q=0.9,en;q=0.8'), 'zh');
  assert.equal(languageFrom('fr-FR,en;q=0.5,zh;q=0.4'), 'en');
  assert.equal(languageFrom('en;q=0.2,zh-TW;q=0.8'), 'zh');
  assert.equal(languageFrom('fr, de'), 'zh');
  assert.equal(languageFrom('en;q=0'), 'zh');
  assert.equal(languageFrom(';;;,q=abc'), 'zh');
});

test('every message of every resource exists in both languages, once', () => {
  const messages = mergeCatalogues([coreMessages, ...resources.map((resource) => resource.messages)]);
  for (const catalogue of [coreMessages, ...resources.map((resource) => resource.messages)]) {
    for (const key of Object.keys(catalogue.en)) {
      assert.ok(catalogue.zh[key as keyof typeof catalogue.zh]?.trim(), `zh text for ${key}`);
      assert.ok(messages.translate('en', key).trim(), `en text for ${key}`);
    }
  }
});

test('a catalogue missing a language or repeating a key is refused at start-up', () => {
  assert.throws(() => mergeCatalogues([{ en: { 'x.a': 'A' }, zh: {} }]), /missing zh x.a/);
  assert.throws(() => mergeCatalogues([{ en: {}, zh: { 'x.b': 'B' } }]), /missing en x.b/);
  assert.throws(() => mergeCatalogues([{ en: { 'x.a': 'A' }, zh: { 'x.a': '甲' } }, { en: { 'x.a': 'A' }, zh: { 'x.a': '甲' } }]), /defined twice: x.a/);
});

test('parameters are filled in; unknown keys fall back to the key', () => {
  const messages = mergeCatalogues([{ en: { 'x.hi': 'Hi {name}, {name}!' }, zh: { 'x.hi': '你好 {name}' } }]);
  assert.equal(messages.translate('en', 'x.hi', { name: 'Ann' }), 'Hi Ann, Ann!');
  assert.equal(messages.translate('zh', 'x.hi', { name: '安' }), '你好 安');
  assert.equal(messages.translate('en', 'x.hi'), 'Hi {name}, {name}!');
  assert.equal(messages.translate('en', 'x.unknown'), 'x.unknown');
});
