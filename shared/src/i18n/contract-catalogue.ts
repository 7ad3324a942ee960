import { validationMessages } from '@golf/contract/messages';
import { addCatalogue } from '@golf/shared/i18n/i18n';

/**
 * The contract's validation texts as the 'contract' namespace: a form that checks its input with a
 * contract schema shows the very words the API would answer. Imported by those forms only, so the
 * texts travel with the form's code, not with a first visit.
 */
addCatalogue('contract', validationMessages);
