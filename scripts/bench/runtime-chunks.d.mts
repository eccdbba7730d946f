export function appScripts(dir: string): string[];
export function runtimeChunks(dir: string): string[];
