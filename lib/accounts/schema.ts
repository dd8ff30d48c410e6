// What the administration endpoints accept (README "Users, tokens and
// settings"); the admin forms use the same schemas. Codes, never sentences.
import { z } from 'zod';
import { roles } from '../auth/roles';

/** Long enough that a reset password is not trivially guessed; the CLI asks the same. */
export const PASSWORD_MIN_LENGTH = 8;

const name = z.string().trim().max(200);
// The message is the code the form shows (Validation.password_too_short).
const password = z.string().min(PASSWORD_MIN_LENGTH, 'password_too_short').max(200);

export const userCreateSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  name: name.default(''),
  role: z.enum(roles),
  password,
});
export type UserCreate = z.output<typeof userCreateSchema>;

/** Every field optional; `password` sets a new one (a reset), `disabled` disables or enables. */
export const userUpdateSchema = z.object({
  name: name.optional(),
  role: z.enum(roles).optional(),
  disabled: z.boolean().optional(),
  password: password.optional(),
});
export type UserUpdate = z.output<typeof userUpdateSchema>;

/** The admin's edit form: the same rules, with an empty password meaning "leave it as it is". */
export const userEditFormSchema = z.object({
  name,
  role: z.enum(roles),
  password: z
    .string()
    .max(200)
    .refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, 'password_too_short'),
});
export type UserEditValues = z.output<typeof userEditFormSchema>;

export const tokenCreateSchema = z.object({
  user: z.number().int().positive(),
  name: z.string().trim().min(1).max(100),
});
export type TokenCreate = z.output<typeof tokenCreateSchema>;

// The signed-in user's own account (docs/accounts.md "Your own account").

/** `PATCH /api/account`: the name is the one thing users change about themselves. */
export const accountUpdateSchema = z.object({ name });
export type AccountUpdate = z.output<typeof accountUpdateSchema>;

/** `POST /api/account/password`: the current password, and a new one under the creation's rules. */
export const passwordChangeSchema = z.object({
  current_password: z.string().min(1).max(200),
  password,
});
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** The form asks for the new password twice; only the schema above is sent. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ password_again: z.string() })
  .refine((values) => values.password === values.password_again, {
    message: 'passwords_differ',
    path: ['password_again'],
  });
export type PasswordChangeValues = z.output<typeof passwordChangeFormSchema>;

/** `POST /api/account/tokens`: the owner is the caller. */
export const ownTokenCreateSchema = tokenCreateSchema.pick({ name: true });
export type OwnTokenCreate = z.output<typeof ownTokenCreateSchema>;
