export type PageRequest = { page: number; pageSize: number };

export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

/** Runs a page query and its count together and returns the `paged` contract shape. */
export const toPage = async <T>(
  items: PromiseLike<T[]>,
  total: PromiseLike<{ total: number }[]>,
  { page, pageSize }: PageRequest,
) => {
  const [rows, [counted]] = await Promise.all([items, total]);
  return { items: rows, total: counted?.total ?? 0, page, pageSize };
};
