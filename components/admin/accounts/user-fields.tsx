'use client';

import { useTranslations } from 'next-intl';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { roles } from '@/lib/auth/roles';
import { SelectField, TextField } from './form-fields';

type UserField = 'name' | 'role' | 'password';

/** Name, role and password: what creating a user and editing one both ask. */
export function UserFields({
  register,
  errors,
  passwordLabel,
}: {
  /** The form's register, for these three names. */
  register: (name: UserField) => UseFormRegisterReturn;
  errors: Partial<Record<UserField, FieldError>>;
  passwordLabel: string;
}) {
  const t = useTranslations('AdminUsers');
  const roleNames = useTranslations('Roles');
  return (
    <>
      <TextField label={t('name')} registered={register('name')} error={errors.name} />
      <SelectField label={t('role')} registered={register('role')} error={errors.role}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleNames(role)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        registered={register('password')}
        error={errors.password}
      />
    </>
  );
}
