import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';

/**
 * What each action the server writes to the audit log (server/src: every writeAudit call) reads as
 * in a trail, keyed by the action without case or punctuation: 'addRole', 'addrole' and 'add-role'
 * are one key. Declared state actions are not here: they read as their declaration labels them
 * ("Mark completed"), the words of the button the person pressed.
 */
const ACTION_WORDS: Readonly<Record<string, string>> = {
  create: 'Created',
  created: 'Created',
  update: 'Updated',
  updated: 'Updated',
  delete: 'Deleted',
  deleted: 'Deleted',
  // Roles and users (administration module).
  permissions: 'Permissions changed',
  addrole: 'Role added',
  removerole: 'Role removed',
  resetpassword: 'Password reset',
  changepassword: 'Password changed',
  passwordchanged: 'Password changed',
  accountdeleted: 'Account deleted',
  // Two-factor sign-in.
  enabletwofa: 'Two-factor sign-in turned on',
  disabletwofa: 'Two-factor sign-in turned off',
  resettwofa: 'Two-factor sign-in reset',
  twofactorreset: 'Two-factor sign-in reset',
  twofactorenrolled: 'Two-factor sign-in set up',
  twofactorkeysaved: 'Two-factor key saved',
  settingchanged: 'Setting changed',
  // Companies and site content.
  addmodule: 'Module added',
  removemodule: 'Module removed',
  changestatus: 'Status changed',
};

const keyOf = (action: string): string => action.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A raw action name as words: 'grantAPIAccess' → 'Grant API access', 'key-saved' → 'Key saved'. */
export const humanizeAction = (action: string): string => {
  const words = action
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    // An acronym keeps its capitals; other words are lower case inside a sentence.
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : 'Changed';
};

/**
 * How a trail entry names what happened: the entity's state action label, else the word above,
 * else the raw name split into words. Never the raw name itself.
 */
export const auditActionText = (action: string, entity?: EntityDeclaration): string =>
  entity?.state?.actions.find((rule) => rule.action === action)?.label ??
  ACTION_WORDS[keyOf(action)] ??
  humanizeAction(action);
