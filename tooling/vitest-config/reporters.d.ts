export declare function reporters(): Array<string | [string, Record<string, unknown>]>;
