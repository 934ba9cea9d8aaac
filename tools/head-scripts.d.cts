/** Types of tools/head-scripts.cjs. */
export declare const PARTS: Record< 'toolbar' | 'consent', string[] >;
export declare function headScriptSource( name: 'toolbar' | 'consent' ): string;
