export { BarChart, type BarCategory, type BarSeries } from './BarChart';
export { ChartGrid } from './ChartGrid';
export { ChartFigure, Legend, type ChartTable } from './ChartFigure';
export { CancellationsChart } from './CancellationsChart';
export { ExperimentIntervals } from './ExperimentIntervals';
export { OccupancyHeatMap } from './OccupancyHeatMap';
export { PromoCodeChart } from './PromoCodeChart';
export { RevenueChart } from './RevenueChart';
