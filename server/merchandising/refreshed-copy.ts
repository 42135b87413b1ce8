// An in-memory copy of a few rows pages read (the promotional strip and the menu, the banners): read once,
// then served from memory, and read again at once when `refresh()` is called (merch_changed on every
// instance, the desk's own save on this one). Reads go on answering from the old copy until the new
// one is in; a refresh asked for during a read reads once more after it, since that read may have
// begun before the change. A failed read keeps the old copy.
export function createRefreshedCopy<T>(load: () => Promise<T>) {
  let held: { value: T } | null = null;
  let loading: Promise<T> | null = null;
  let again: Promise<T> | null = null;

  function reload(): Promise<T> {
    loading ??= load()
      .then((value) => {
        held = { value };
        return value;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    async current(): Promise<T> {
      return held ? held.value : reload();
    },
    async refresh(): Promise<void> {
      if (!loading) {
        await reload();
        return;
      }
      again ??= loading
        .catch(() => undefined)
        .then(() => {
          again = null;
          return reload();
        });
      await again;
    },
  };
}
