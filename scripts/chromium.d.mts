export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
export const TEST_FEATURES_OFF: string[];
export function testLaunchOptions(root: string): { executablePath: string; args: string[] };
