export declare function providerOf(url: string): 'sqlite' | 'postgresql';
export declare function postgresConnection(url: string): {
  connectionString: string;
  schema: string;
};
export declare function sqlitePath(url: string): string;
