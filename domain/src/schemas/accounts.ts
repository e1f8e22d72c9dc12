import { z } from 'zod';
import { ACCOUNT_MESSAGES, STAFF_ROLES } from '../accounts';
import { emailField } from './fields';
import { enteredPassword, passwordSchema } from './password';

// Apart from accounts.ts, for the reason given in schemas/privacy.ts.

const roleField = z.enum(STAFF_ROLES, { error: ACCOUNT_MESSAGES.roleInvalid });

/** POST /api/admin/accounts: invite a staff account by email. */
export const accountInviteSchema = z.strictObject({
  email: emailField({ required: ACCOUNT_MESSAGES.emailRequired, invalid: ACCOUNT_MESSAGES.emailInvalid }),
  role: roleField,
});
export type AccountInviteInput = z.infer<typeof accountInviteSchema>;

/** PUT /api/admin/accounts/:uid: a new role, disabled or enabled, or both. */
export const accountUpdateSchema = z
  .strictObject({ role: roleField.optional(), disabled: z.boolean({ error: ACCOUNT_MESSAGES.disabledInvalid }).optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, { error: ACCOUNT_MESSAGES.nothingToUpdate });
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>;

/** POST /api/account/password: any signed-in account changes its own password. */
export const ownPasswordChangeSchema = z.strictObject({
  currentPassword: enteredPassword(ACCOUNT_MESSAGES.currentPasswordRequired),
  newPassword: passwordSchema,
});
export type OwnPasswordChangeInput = z.infer<typeof ownPasswordChangeSchema>;
