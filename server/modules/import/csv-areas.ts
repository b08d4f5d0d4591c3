/**
 * The columns of areas of one's own in Tend's CSV export (decision 344: one column per own area after
 * Notes, headed with its label) read back (decision 380). A column whose label is one of the account's
 * own areas (trimmed, any case) rates that area; any other label becomes a new area of one's own, shown,
 * at the end of the wheel, with the first icon and colour of the set not yet on the wheel. The wheel
 * that results must pass the one wheel rule (core/areas.ts validateWheel): 12 areas, 4 of one's own,
 * labels 1–40 characters and unique — otherwise the file is refused, naming the header's line.
 */
import {
  AREA_COLORS,
  AREA_ICONS,
  AREA_LABEL_MAX,
  AREA_MESSAGES,
  AREAS_MAX,
  OWN_AREAS_MAX,
  sameLabel,
  validateWheel,
  withPositions,
  type Area,
} from '../../../core/areas';
import { newOwnKey } from '../areas/areas.service';
import { ImportFileError } from './import.errors';
import { atLine, fileProblems, type ImportIssue, type ImportText } from './import-text';

/** An own-area column: its place in the row and the area it rates (null: a column without a name). */
export interface OwnColumn {
  index: number;
  key: string | null;
  label: string;
}

export class CsvOwnAreas {
  /** The wheel to store before the records; null while the file adds no area. */
  wheel: Area[] | null = null;
  private readonly labels = new Map<string, string>();

  constructor(private readonly account: readonly Area[]) {}

  /** The label of an own key the file rates (for messages). */
  labelOf(key: string): string | undefined {
    return this.labels.get(key);
  }

  /**
   * The wellbeing header's cells after the fixed columns (`first` is the index of the first) → the
   * areas they rate. Blank header cells (a spreadsheet pads rows) rate nothing. Throws the file's
   * problems, each naming the header's line, when the wheel would break a limit.
   */
  columns(cells: readonly string[], first: number, line: number): OwnColumn[] {
    const at = atLine(line);
    const issues: ImportIssue[] = [];
    let wheel: Area[] = [...this.account];
    const added: Area[] = [];
    const out: OwnColumn[] = [];
    const named = cells.map((c) => c.trim());
    const count = named.filter((c) => c !== '').length;
    if (count > OWN_AREAS_MAX) {
      throw new ImportFileError(
        /*i18n*/ {
          id: 'import.tooManyOwnColumns',
          message: "The file has {count} columns of areas of one's own on {place}.",
          values: { count: String(count), place: at },
        },
        [{ path: at, message: { rule: AREA_MESSAGES.tooManyOwn } }],
      );
    }
    named.forEach((label, i) => {
      const index = first + i;
      const column: ImportText = /*i18n*/ {
        id: 'import.place.column',
        message: 'line {line}: column {column} "{label}"',
        values: { line: String(line), column: String(index + 1), label },
      };
      if (label === '') {
        out.push({ index, key: null, label });
        return;
      }
      if (label.length > AREA_LABEL_MAX) {
        issues.push({ path: column, message: { rule: AREA_MESSAGES.labelTooLong } });
        return;
      }
      if (out.some((c) => c.key !== null && sameLabel(c.label, label))) {
        issues.push({
          path: column,
          message: /*i18n*/ { id: 'import.areaTwice', message: 'The same area appears in two columns.' },
        });
        return;
      }
      const own = this.account.find((a) => !a.builtIn && sameLabel(a.label, label));
      if (own) {
        out.push({ index, key: own.key, label: own.label });
        this.labels.set(own.key, own.label);
        return;
      }
      if (wheel.some((a) => sameLabel(a.label, label))) {
        issues.push({
          path: column,
          message: /*i18n*/ {
            id: 'import.labelBuiltIn',
            message: '{taken} (a built-in area)',
            values: { taken: { rule: AREA_MESSAGES.labelTaken } },
          },
        });
        return;
      }
      const area: Area = {
        key: newOwnKey(wheel),
        label,
        icon: AREA_ICONS.find((icon) => !wheel.some((a) => a.icon === icon)) ?? 'Sparkles',
        color: AREA_COLORS.find((color) => !wheel.some((a) => a.color === color)) ?? '#DB2777',
        hidden: false,
        position: AREAS_MAX + wheel.length,
        builtIn: false,
        description: null,
      };
      added.push(area);
      wheel = [...wheel, area];
      out.push({ index, key: area.key, label });
      this.labels.set(area.key, label);
    });
    if (issues.length === 0 && added.length > 0) {
      const next = withPositions(wheel);
      for (const issue of validateWheel(next)) {
        const i = Number(/^areas\.(\d+)/.exec(issue.path)?.[1] ?? -1);
        const area = next[i];
        issues.push({
          path:
            area && !area.builtIn
              ? /*i18n*/ {
                  id: 'import.place.area',
                  message: 'line {line}: "{label}"',
                  values: { line: String(line), label: area.label },
                }
              : at,
          message: { rule: issue.message },
        });
      }
      if (issues.length === 0) this.wheel = next;
    }
    if (issues.length > 0) {
      throw new ImportFileError(fileProblems(issues), issues);
    }
    return out;
  }
}
