/** Every query holding the signed-in user's data starts with this key, so a session change drops them all. */
export const userQueryRoot = ['me'] as const;

export const userQueryKey = (userId: string, ...rest: readonly unknown[]) => [
  ...userQueryRoot,
  userId,
  ...rest,
];
