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
