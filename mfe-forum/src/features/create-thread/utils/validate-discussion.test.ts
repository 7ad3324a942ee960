import { THREAD_TITLE_MAX } from '@golf/contract/limits';
import { checkForm } from '@golf/shared/forms/use-form';
import { DISCUSSION_RULES } from './validate-discussion';

test('category, title and content are required after trimming, each on its field', () => {
  expect(checkForm({ category: '', title: '  ', content: '\n' }, DISCUSSION_RULES)).toEqual({
    category: { key: 'create.required' },
    title: { key: 'create.required' },
    content: { key: 'create.required' },
  });
  expect(checkForm({ category: 'golf', title: 'Hi', content: 'Text' }, DISCUSSION_RULES)).toEqual({});
});

test('a title over the API’s limit once trimmed is refused with the limit', () => {
  const long = 'a'.repeat(THREAD_TITLE_MAX + 1);
  expect(checkForm({ category: 'golf', title: long, content: 'Text' }, DISCUSSION_RULES)).toEqual({
    title: { key: 'create.titleTooLong', params: { max: THREAD_TITLE_MAX } },
  });
  expect(checkForm({ category: 'golf', title: ` ${'a'.repeat(THREAD_TITLE_MAX)} `, content: 'Text' }, DISCUSSION_RULES)).toEqual({});
});
