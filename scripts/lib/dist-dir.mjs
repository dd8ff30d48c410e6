// Where a build goes. `npm run bench` measures a framework floor, a route
// handler that only it needs (bench/floor-route.ts): it builds its own copy
// of the app with that route into .next-bench, and every other build, the
// production one included, has no benchmark route.

/** Whether this process builds or serves the benchmark's copy: the bench sets the floor's folder. */
export const isBenchBuild = () => Boolean(process.env.CALENDAR_BENCH_FLOOR_DIR);

export const distDirName = () => (isBenchBuild() ? '.next-bench' : '.next');
