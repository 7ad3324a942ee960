import assert from 'node:assert/strict';
import { test } from 'node:test';
import { csvCell, csvFile } from './csv.js';

test('cells are quoted only when they must be, with quotes doubled', () => {
  assert.equal(csvCell('陳大文'), '陳大文');
  assert.equal(csvCell('Chan, Tai Man'), '"Chan, Tai Man"');
  assert.equal(csvCell('say "hi"'), '"say ""hi"""');
  assert.equal(csvCell('two\nlines'), '"two\nlines"');
  assert.equal(csvCell(180.5), '180.5');
  assert.equal(csvCell(null), '');
});

test('what a spreadsheet would run as a formula is written as text', () => {
  assert.equal(csvCell('=HYPERLINK("http://evil.example","click")'), `"'=HYPERLINK(""http://evil.example"",""click"")"`);
  assert.equal(csvCell('+85291234567'), "'+85291234567");
  assert.equal(csvCell('-1'), "'-1");
  assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
  assert.equal(csvCell(-1), '-1', 'real numbers stay numbers');
});

test('a file starts with the byte-order mark and ends its lines with CRLF', () => {
  const file = csvFile(['Name', 'Paid'], [['陳大文', 100], ['Wong', null]]);
  assert.equal(file, '\uFEFFName,Paid\r\n陳大文,100\r\nWong,\r\n');
  assert.deepEqual([...Buffer.from(file, 'utf8').subarray(0, 3)], [0xef, 0xbb, 0xbf]);
});
