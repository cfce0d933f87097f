import { useCallback, useMemo, useState } from 'react';

/** Rows chosen across pages, by id; the rows themselves are kept to name them after they leave the page. */
export const useSelection = <T extends { id: string }>() => {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());

  const select = useCallback((rows: T[], isSelected: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (isSelected) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  }, []);
  /** Keeps only the rows whose ids are given. */
  const keepOnly = useCallback(
    (ids: readonly string[]) =>
      setSelected((current) => new Map([...current].filter(([id]) => ids.includes(id)))),
    [],
  );
  const ids = useMemo(() => new Set(selected.keys()), [selected]);
  const rows = useMemo(() => [...selected.values()], [selected]);

  return { ids, rows, select, keepOnly };
};
