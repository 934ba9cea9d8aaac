/** Types of tests/chromium.mjs. */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const HEADLESS_UI_FEATURES: string[];
