import { LinearProgress } from '@mui/material';
import { budgetBarColour } from '@visabridge/contract';

const levelText = {
  success: 'within budget',
  warning: 'over 60% of the budget',
  error: 'over 80% of the budget',
} as const;

/**
 * The month's spend as a bar: green, orange above 60%, red above 80% (spec). Its level is also said in
 * words (aria-valuetext) and kept in `data-level`, so it does not depend on seeing the colour.
 */
export function BudgetBar({ percentUsed }: { percentUsed: number }) {
  const level = budgetBarColour(percentUsed);
  return (
    <LinearProgress
      variant="determinate"
      value={Math.min(100, Math.max(0, percentUsed))}
      color={level}
      aria-label="Monthly budget used"
      aria-valuetext={`${percentUsed.toFixed(1)}% used, ${levelText[level]}`}
      data-level={level}
      sx={{ height: 12, borderRadius: 6 }}
    />
  );
}
