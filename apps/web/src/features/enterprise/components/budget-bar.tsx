import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LinearProgress } from '@mui/material';
import { budgetBarColour } from '@visabridge/contract';

/**
 * The month's spend as a bar: green, orange above 60%, red above 80% (spec). Its level is also said in
 * words (aria-valuetext) and kept in `data-level`, so it does not depend on seeing the colour.
 */
export function BudgetBar({ percentUsed }: { percentUsed: number }) {
  const { t } = useLingui();
  const level = budgetBarColour(percentUsed);
  const percent = percentUsed.toFixed(1);
  return (
    <LinearProgress
      variant="determinate"
      value={Math.min(100, Math.max(0, percentUsed))}
      color={level}
      aria-label={t`Monthly budget used`}
      aria-valuetext={t({
        message: select(level, {
          success: `${percent}% used, within budget`,
          warning: `${percent}% used, over 60% of the budget`,
          other: `${percent}% used, over 80% of the budget`,
        }),
        comment: "how much of the company's monthly budget is spent, read by screen readers",
      })}
      data-level={level}
      sx={{ height: 12, borderRadius: 6 }}
    />
  );
}
