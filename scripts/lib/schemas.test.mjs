import { describe, expect, it } from 'vitest';
import { datamodelOf, derivePostgresSchema, readSource } from './schemas.mjs';
import { postgresConnection } from '../../lib/database-url.mjs';

describe('schema derivation', () => {
  const source = readSource();
  const derived = derivePostgresSchema(source);

  it('switches the provider and the client output only', () => {
    expect(derived).toContain('provider = "postgresql"');
    expect(derived).toContain('../../lib/generated/postgresql');
    expect(datamodelOf(derived).replace('postgresql', 'sqlite')).toBe(datamodelOf(source));
  });

  it('ignores comments when comparing datamodels, but not model changes', () => {
    expect(datamodelOf(`${source}\n// a note`)).toBe(datamodelOf(source));
    expect(datamodelOf(source.replace('model Tag {', 'model Tag {\n  colour String'))).not.toBe(
      datamodelOf(source),
    );
  });

  it('takes the schema out of a PostgreSQL URL', () => {
    expect(postgresConnection('postgresql://u:p@h:5432/db?schema=t1&sslmode=disable')).toEqual({
      connectionString: 'postgresql://u:p@h:5432/db?sslmode=disable',
      schema: 't1',
    });
    expect(postgresConnection('postgres://h/db').schema).toBe('public');
  });
});
