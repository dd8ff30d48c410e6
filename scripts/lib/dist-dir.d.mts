export function isBenchBuild(): boolean;
export function distDirName(): string;
