'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';
import { userEditFormSchema, type UserEditValues } from '@/lib/accounts/schema';
import { roles } from '@/lib/auth/roles';
import { errorCodeOf } from '@/lib/http/errors';
import { usersQuery, useUpdateUser, type UserJson } from './account-queries';
import { sameNamedFields, showServerErrors } from '../forms/server-errors';
import { UserCreateForm } from './user-create-form';
import { UserFields } from './user-fields';
import { PageHeader } from '../page-header';

/** Users: who they are, their role and whether they may sign in; each can be changed here. */
export function UsersScreen() {
  const t = useTranslations('AdminUsers');
  const users = useQuery(usersQuery);
  return (
    <section aria-labelledby="users-title">
      <PageHeader id="users-title" title={t('title')} />
      {users.isPending && <p role="status">{t('loading')}</p>}
      {users.error && <FormError code={errorCodeOf(users.error)} />}
      {users.data && (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('email')}</th>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('role')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('createdOn')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <UserCreateForm />
    </section>
  );
}

function UserRow({ user }: { user: UserJson }) {
  const t = useTranslations('AdminUsers');
  const roleNames = useTranslations('Roles');
  const format = useFormatter();
  const [isEditing, setEditing] = useState(false);
  const update = useUpdateUser(user.id);
  return (
    <>
      <tr>
        <td>{user.email}</td>
        <td>{user.name}</td>
        <td>{roleNames(user.role as (typeof roles)[number])}</td>
        <td>
          <span className="badge">{user.disabled ? t('disabled') : t('active')}</span>
        </td>
        <td>{format.dateTime(new Date(user.created), { dateStyle: 'medium' })}</td>
        <td>
          <button
            type="button"
            aria-expanded={isEditing}
            aria-label={t('editLabel', { email: user.email })}
            onClick={() => setEditing(!isEditing)}
          >
            {t('edit')}
          </button>{' '}
          <button
            type="button"
            disabled={update.isPending}
            aria-label={t(user.disabled ? 'enableLabel' : 'disableLabel', { email: user.email })}
            onClick={() => update.mutate({ disabled: !user.disabled })}
          >
            {user.disabled ? t('enable') : t('disable')}
          </button>
          {update.error && <FormError code={errorCodeOf(update.error)} />}
        </td>
      </tr>
      {isEditing && (
        <tr>
          <td colSpan={6}>
            <UserEditForm user={user} onDone={() => setEditing(false)} />
          </td>
        </tr>
      )}
    </>
  );
}

function UserEditForm({ user, onDone }: { user: UserJson; onDone: () => void }) {
  const t = useTranslations('AdminUsers');
  const update = useUpdateUser(user.id);
  const form = useForm<UserEditValues>({
    resolver: zodResolver(userEditFormSchema),
    defaultValues: { name: user.name, role: user.role as UserEditValues['role'], password: '' },
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string>();
  const onSubmit = form.handleSubmit(({ password, ...values }) => {
    setFailure(undefined);
    return update
      .mutateAsync(password ? { ...values, password } : values)
      .then(onDone)
      .catch((error: unknown) => {
        setFailure(showServerErrors(form, error, sameNamedFields(form.getValues())));
      });
  });
  return (
    <form
      noValidate
      className="editor"
      onSubmit={onSubmit}
      aria-label={t('editLabel', { email: user.email })}
    >
      <div className="row">
        <UserFields
          register={(name) => form.register(name)}
          errors={errors}
          passwordLabel={t('newPassword')}
        />
      </div>
      <FormError code={failure} />
      <button type="submit" disabled={update.isPending}>
        {t('save')}
      </button>
    </form>
  );
}
