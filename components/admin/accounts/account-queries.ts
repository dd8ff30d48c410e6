'use client';

// Reads and writes of the administration endpoints (README "Users, tokens and
// settings"), one small hook each, on shared query keys.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { UserCreate, UserUpdate, TokenCreate } from '@/lib/accounts/schema';
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
  tokens: ['tokens'] as const,
  settings: ['settings'] as const,
};

export const usersQuery = queryOptions({
  queryKey: accountKeys.users,
  queryFn: () => adminEndpoint.get<UserJson[]>('/api/users'),
});

export const tokensQuery = queryOptions({
  queryKey: accountKeys.tokens,
  queryFn: () => adminEndpoint.get<TokenJson[]>('/api/tokens'),
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

export const useCreateToken = () =>
  useInvalidating([accountKeys.tokens], (input: TokenCreate) =>
    adminEndpoint.post<TokenJson & { token: string }>('/api/tokens', input),
  );

export const useRevokeToken = () =>
  useInvalidating([accountKeys.tokens], (id: number) =>
    adminEndpoint.delete<TokenJson>(`/api/tokens/${id}`),
  );

export const useSaveSettings = () =>
  useInvalidating([accountKeys.settings], (input: SettingsUpdate) =>
    adminEndpoint.patch<SiteSettings>('/api/settings', input),
  );
