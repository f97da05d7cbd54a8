import type { Language } from '../constants';
import { translate } from '../i18n/messages';
import { issueMessageRef, issuesToMessages, type ValidationIssue } from './issue-message';

export {
  issueField,
  issueMessageRef,
  issuesToMessages,
  issuesToRefs,
  isMessageKey,
  type MessageRef,
  type Translator,
  type ValidationIssue,
} from './issue-message';

/**
 * A zod issue as text in `lang`, from the full shared catalogue (server, admin panel). The viewer's
 * pages translate with i18next instead: `issuesToMessages(issues, t)` from ./issue-message.
 */
export const issueToMessage = (issue: ValidationIssue, lang: Language): string => {
  const { key, params } = issueMessageRef(issue);
  return translate(lang, key, params);
};

/** The spec's formError (field → text) for a failed parse: first issue per field, dotted paths. */
export const issuesToFormError = (
  issues: readonly ValidationIssue[],
  lang: Language,
): Record<string, string> => issuesToMessages(issues, (key, params) => translate(lang, key, params));
