/**
 * Answers derived from one generation of the visa data, kept while that generation is current: a new
 * import or a policy change starts a new generation and empties the cache. At most `limit` answers
 * are kept; past that the oldest goes first, so a stream of unusual questions cannot grow it.
 */
export const createAnswerCache = <T>(limit: number) => {
  let cachedGeneration = -1;
  const answers = new Map<string, T>();

  return {
    /** The answer to `key` for data `generation`, derived (and kept) on first use. */
    answer: (generation: number, key: string, derive: () => T): T => {
      if (generation !== cachedGeneration) {
        answers.clear();
        cachedGeneration = generation;
      }
      const known = answers.get(key);
      if (known !== undefined) return known;
      const derived = derive();
      if (answers.size >= limit) {
        const oldest = answers.keys().next();
        if (!oldest.done) answers.delete(oldest.value);
      }
      answers.set(key, derived);
      return derived;
    },
  };
};
