import { PerVideoCharts } from './PerVideoCharts';
import { RangeCharts } from './RangeCharts';
import { SummaryTables } from './SummaryTables';

/** view=statistics (spec 2 §2.14): its own lazy chunk, so recharts loads only here. */
export default function StatisticsScreen() {
  return (
    <>
      <RangeCharts />
      <PerVideoCharts />
      <SummaryTables />
    </>
  );
}
