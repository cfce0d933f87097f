/** The typical first-reply time, as people say it. */
export const replyTimeText = (minutes: number) => {
  if (minutes < 90)
    return `Support usually replies in about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  const hours = Math.round(minutes / 60);
  return `Support usually replies in about ${hours} hours.`;
};
