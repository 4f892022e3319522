import { PAYMENT_GATEWAY } from '@backoffice/shared/entities/administration/payment-gateway.entity';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { describe, expect, it } from 'vitest';
import { auditActionText, humanizeAction } from './audit-action-words.ts';

describe('auditActionText', () => {
  it('reads the generic actions as what happened', () => {
    expect(auditActionText('create')).toBe('Created');
    expect(auditActionText('update')).toBe('Updated');
    expect(auditActionText('delete')).toBe('Deleted');
  });

  it('names the administration actions in words, whatever their case or punctuation', () => {
    expect(auditActionText('permissions')).toBe('Permissions changed');
    expect(auditActionText('addRole')).toBe('Role added');
    expect(auditActionText('addrole')).toBe('Role added');
    expect(auditActionText('removeRole')).toBe('Role removed');
    expect(auditActionText('resetPassword')).toBe('Password reset');
    expect(auditActionText('changePassword')).toBe('Password changed');
    expect(auditActionText('password.changed')).toBe('Password changed');
    expect(auditActionText('changestatus')).toBe('Status changed');
    expect(auditActionText('enableTwofa')).toBe('Two-factor sign-in turned on');
    expect(auditActionText('two-factor.key-saved')).toBe('Two-factor key saved');
    expect(auditActionText('addModule')).toBe('Module added');
  });

  it("reads a declared state action as the entity's button labels it", () => {
    expect(auditActionText('completed', PAYMENT_GATEWAY)).toBe('Mark completed');
    expect(auditActionText('disable', USER)).toBe('Disable');
    const archived = {
      ...PAYMENT_GATEWAY,
      state: {
        ...PAYMENT_GATEWAY.state,
        actions: [
          {
            action: 'archive',
            label: 'Move to archive',
            done: 'archived',
            from: ['completed'],
            to: 'archived',
            remarksRequired: false,
          },
        ],
      },
    } satisfies EntityDeclaration;
    expect(auditActionText('archive', archived)).toBe('Move to archive');
  });

  it('splits an unknown action into words rather than showing the raw name', () => {
    expect(auditActionText('archive')).toBe('Archive');
    expect(auditActionText('mergeDuplicates', PAYMENT_GATEWAY)).toBe('Merge duplicates');
    expect(auditActionText('ledger.reopened')).toBe('Ledger reopened');
  });
});

describe('humanizeAction', () => {
  it('splits camel case, dots, dashes and underscores into a sentence', () => {
    expect(humanizeAction('bulkImportFinished')).toBe('Bulk import finished');
    expect(humanizeAction('sms_template-sent')).toBe('Sms template sent');
    expect(humanizeAction('grantAPIAccess')).toBe('Grant API access');
    expect(humanizeAction('exportCSV')).toBe('Export CSV');
  });

  it('never answers an empty label', () => {
    expect(humanizeAction('')).toBe('Changed');
    expect(humanizeAction('--')).toBe('Changed');
  });
});
