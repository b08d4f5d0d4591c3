import type { ApiQuickCheckin, ApiSpotlightRating } from '../../../core/schemas/checkins';
import { formatScore } from '../../../core/scores';
import type { QuickCheckinRow, SpotlightRatingRow } from '../../db/schema';
import { areaScoreOf } from '../reflections/reflections.mapper';

/** The one place a quick check-in row becomes an API quick check-in. */
export function toApiQuickCheckin(row: QuickCheckinRow, tags?: string[]): ApiQuickCheckin {
  return {
    id: row.id,
    day: row.day,
    date: row.date,
    coreFeeling: formatScore(Number(row.core_feeling)),
    // Array check: the export passes this mapper to Array#map, whose second argument is an index.
    ...(Array.isArray(tags) ? { tags } : {}),
  };
}

/** The one place a spotlight rating row becomes an API spotlight rating. */
export function toApiSpotlightRating(row: SpotlightRatingRow): ApiSpotlightRating {
  return {
    id: row.id,
    quickCheckinId: row.quick_checkin_id,
    ...areaScoreOf(row, 'spotlight rating'),
    day: row.day,
    date: row.date,
  };
}
