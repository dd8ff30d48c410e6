export declare const root: string;
