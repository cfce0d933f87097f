import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField } from '../../../components/form/text-field';

type Range = { from: string; to: string };

type Props = { from: string; to: string; onChange: (range: Range) => void };

/** From and to dates; a reversed range is pointed out and not applied. */
export function DateRangeFilter({ from, to, onChange }: Props) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Range>({ from, to });
  const [applied, setApplied] = useState<Range>({ from, to });
  // The URL changed elsewhere (back button): the fields follow.
  if (applied.from !== from || applied.to !== to) {
    setApplied({ from, to });
    setDraft({ from, to });
  }
  const isReversed = Boolean(draft.from && draft.to && draft.to < draft.from);

  const change = (changes: Partial<Range>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    if (!(next.from && next.to && next.to < next.from)) onChange(next);
  };

  return (['from', 'to'] as const).map((name) => {
    const isWrong = name === 'to' && isReversed;
    return (
      <TextField
        key={name}
        type="date"
        label={
          name === 'from'
            ? t({ message: 'From', context: 'date range', comment: 'the first date of a date range filter' })
            : t({ message: 'To', context: 'date range', comment: 'the last date of a date range filter' })
        }
        value={draft[name]}
        onChange={(event) => change({ [name]: event.target.value })}
        size="small"
        error={isWrong}
        helperText={isWrong ? t`Must be on or after the from date` : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  });
}
