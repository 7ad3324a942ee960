import { THREAD_TITLE_MAX } from '@golf/contract/limits';
import { required } from '@golf/shared/forms/rules';
import type { FieldError, FieldRules } from '@golf/shared/forms/use-form';

export interface DiscussionDraft {
  category: string;
  title: string;
  content: string;
}

/** Spec 02 §5 has one message for every missing field. */
export const REQUIRED_KEY = 'create.required';

/** A thread's title: there, and within the API's THREAD_TITLE_MAX once trimmed. */
export const titleRule = (value: string | undefined): FieldError =>
  required(REQUIRED_KEY)(value ?? '') ??
  ((value ?? '').trim().length > THREAD_TITLE_MAX ? { key: 'create.titleTooLong', params: { max: THREAD_TITLE_MAX } } : null);

/** Category, title and content are required after trimming (spec 02 §5), the title within its length. */
export const DISCUSSION_RULES: FieldRules<DiscussionDraft> = { category: required(REQUIRED_KEY), title: titleRule, content: required(REQUIRED_KEY) };
