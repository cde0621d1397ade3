/**
 * One load shared by all who ask: a second `import()` of a module already there settles only in
 * a later task (after a render and a paint, on a busy phone), where a shared promise settles at
 * once. A failed load is tried again at the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const started = load();
      loading = started;
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
    }
    return loading;
  };
}
