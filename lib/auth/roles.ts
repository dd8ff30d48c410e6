// The roles of docs/accounts.md, most powerful first.
export const roles = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}
