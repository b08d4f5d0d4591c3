import type { Progress } from '../../../core/progress';
import type { ApiProgress } from '../../../core/schemas/progress';

/** The one place computed progress becomes the API's answer (already one-decimal strings). */
export function toApiProgress(progress: Progress): ApiProgress {
  return {
    total: progress.total,
    from: progress.from,
    to: progress.to,
    points: progress.points.map((p) => ({
      from: p.from,
      to: p.to,
      n: p.n,
      overall: p.overall,
      scores: { ...p.scores },
      coreFeeling: p.coreFeeling,
    })),
  };
}
