// The soak's verdicts: each check's figure, printed as it comes, and whether it held.

export const verdicts: Array<{ check: string; figure: string; ok: boolean }> = [];
export const report = (check: string, figure: string, ok: boolean) => {
  verdicts.push({ check, figure, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}: ${figure}`);
};
