'use client';

// Reads and writes of the administration endpoints (README "Users, tokens and
// settings"), one small hook each, on shared query keys.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  AccountUpdate,
  PasswordChange,
  TokenCreate,
  UserCreate,
  UserUpdate,
} from '@/lib/accounts/schema';
import type { TokenJson } from '@/lib/accounts/tokens';
import type { UserJson } from '@/lib/accounts/users';
import { adminEndpoint } from '@/lib/client/api-client';
import type { SettingsUpdate, SiteSettings } from '@/lib/settings/schema';
import { writeMutation } from '../collection-queries';

// The endpoints' answers, typed from their serialisers (type imports: no server code reaches the browser).
export type { TokenJson } from '@/lib/accounts/tokens';
export type { UserJson } from '@/lib/accounts/users';

export const accountKeys = {
  users: ['users'] as const,
  /** Every token list: everyone's, and the signed-in user's own under it. */
  tokens: ['tokens'] as const,
  ownTokens: ['tokens', 'own'] as const,
  settings: ['settings'] as const,
};

/**
 * Which tokens a token screen manages: everyone's (/api/tokens, administrators)
 * or the signed-in user's own (/api/account/tokens, docs/accounts.md "Your own account").
 */
export type TokenScope = 'everyone' | 'own';

export const usersQuery = queryOptions({
  queryKey: accountKeys.users,
  queryFn: () => adminEndpoint.get<UserJson[]>('/api/users'),
});

const TOKEN_PATHS: Record<TokenScope, string> = {
  everyone: '/api/tokens',
  own: '/api/account/tokens',
};

export const tokensQuery = (scope: TokenScope) =>
  queryOptions({
    queryKey: scope === 'own' ? accountKeys.ownTokens : [...accountKeys.tokens, 'everyone'],
    queryFn: () => adminEndpoint.get<TokenJson[]>(TOKEN_PATHS[scope]),
  });

export const settingsQuery = queryOptions({
  queryKey: accountKeys.settings,
  queryFn: () => adminEndpoint.get<SiteSettings>('/api/settings'),
});

function useInvalidating<Input, Output>(
  keys: readonly (readonly string[])[],
  write: (input: Input) => Promise<Output>,
) {
  return useMutation(writeMutation(write, keys));
}

export const useCreateUser = () =>
  useInvalidating([accountKeys.users], (input: UserCreate) =>
    adminEndpoint.post<UserJson>('/api/users', input),
  );

// A user's name shows in the token list too.
export const useUpdateUser = (id: number) =>
  useInvalidating([accountKeys.users, accountKeys.tokens], (input: UserUpdate) =>
    adminEndpoint.patch<UserJson>(`/api/users/${id}`, input),
  );

// The own endpoint takes only the name: its owner is always the caller.
export const useCreateToken = (scope: TokenScope) =>
  useInvalidating([accountKeys.tokens], ({ user, name }: TokenCreate) =>
    adminEndpoint.post<TokenJson & { token: string }>(
      TOKEN_PATHS[scope],
      scope === 'own' ? { name } : { user, name },
    ),
  );

export const useRevokeToken = (scope: TokenScope) =>
  useInvalidating([accountKeys.tokens], (id: number) =>
    adminEndpoint.delete<TokenJson>(`${TOKEN_PATHS[scope]}/${id}`),
  );

// The signed-in user's name shows in the users' and tokens' lists too.
export const useRenameAccount = () =>
  useInvalidating([accountKeys.users, accountKeys.tokens], (input: AccountUpdate) =>
    adminEndpoint.patch<UserJson>('/api/account', input),
  );

export const useChangePassword = () =>
  useInvalidating([], (input: PasswordChange) =>
    adminEndpoint.post<UserJson>('/api/account/password', input),
  );

export const useSaveSettings = () =>
  useInvalidating([accountKeys.settings], (input: SettingsUpdate) =>
    adminEndpoint.patch<SiteSettings>('/api/settings', input),
  );
