export declare function migrate(url: string, log?: (line: string) => void): Promise<string[]>;
