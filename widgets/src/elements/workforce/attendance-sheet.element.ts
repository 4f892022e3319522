import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';
import sheetCss from '../../workforce/attendance-sheet/attendance-sheet.css?inline';
import { AttendanceSheetPage } from '../../workforce/attendance-sheet/attendance-sheet-page.tsx';

defineElement('bo-attendance-sheet', withQueries(AttendanceSheetPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss, sheetCss],
  docs: {
    description:
      "A month's attendance sheet: people down and days across with a code per day (present, late, half day, absent, on leave, holiday, weekly off) and the totals, the month in the reader's calendar (BS or AD), with search, paging, export (CSV, Excel, PDF) and print; a field user sees only their own row.",
  },
});
