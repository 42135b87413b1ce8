// Bump when any drawing changes: it is part of every cache key, so old renders are never served for
// new art (old files are simply no longer read; delete the cache directory to reclaim the space).
export const DRAWING_VERSION = 'd2';
