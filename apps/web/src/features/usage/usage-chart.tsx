import { messages, type UsageFigures } from '@ddp/contract';
import { Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCount, formatMs, formatPoint } from './usage-format';

const HEIGHT = 220;

/** The theme's colours, read from Mantine's variables so that both themes draw readably. */
function palette() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: read('--mantine-color-text'),
    dimmed: read('--mantine-color-dimmed'),
    grid: read('--mantine-color-default-border'),
    requests: read('--mantine-color-blue-filled'),
    errors: read('--mantine-color-red-filled'),
    p50: read('--mantine-color-teal-filled'),
    p95: read('--mantine-color-orange-filled'),
  };
}

/** A tick's label, short enough not to run into the next: the time, the day, or both (GMT). */
function axisLabel(seconds: number, figures: UsageFigures): string {
  const iso = new Date(seconds * 1000).toISOString();
  const days = (Date.parse(figures.to) - Date.parse(figures.from)) / 86_400_000;
  if (figures.step === 'day') return iso.slice(5, 10);
  return days > 1 ? `${iso.slice(5, 10)} ${iso.slice(11, 16)}` : iso.slice(11, 16);
}

type Series = {
  label: string;
  values: (number | null)[];
  colour: string;
  format: (v: number | null) => string;
};

function drawChart(target: HTMLElement, width: number, figures: UsageFigures, series: Series[]) {
  const colours = palette();
  const axis = {
    stroke: colours.dimmed,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid },
  };
  return new uPlot(
    {
      width,
      height: HEIGHT,
      // The points are GMT minutes, hours or days, as the table says.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      legend: { show: true, live: true },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [
        { ...axis, space: 72, values: (_u, ticks) => ticks.map((t) => axisLabel(t, figures)) },
        { ...axis, size: 56 },
      ],
      series: [
        {
          label: messages.usageColTime,
          value: (_u, t) => (t === null ? '' : formatPoint(new Date(t * 1000).toISOString(), figures.step)),
        },
        ...series.map((one) => ({
          label: one.label,
          stroke: one.colour,
          width: 2,
          points: { show: figures.series.length <= 60 },
          value: (_u: uPlot, v: number | null) => one.format(v),
        })),
      ],
    },
    [figures.series.map((point) => Date.parse(point.at) / 1000), ...series.map((one) => one.values)],
    target,
  );
}

type Kind = 'requests' | 'latency';
const count = (v: number | null) => (v === null ? '' : formatCount(v));

/** The lines of a chart, in the theme's colours of the moment. */
function seriesOf(kind: Kind, figures: UsageFigures): Series[] {
  const colours = palette();
  const points = figures.series;
  return kind === 'requests'
    ? [
        {
          label: messages.usageRequests,
          values: points.map((p) => p.calls),
          colour: colours.requests,
          format: count,
        },
        {
          label: messages.usageErrors,
          values: points.map((p) => p.errors),
          colour: colours.errors,
          format: count,
        },
      ]
    : [
        {
          label: messages.usageP50,
          values: points.map((p) => p.p50Ms),
          colour: colours.p50,
          format: formatMs,
        },
        {
          label: messages.usageP95,
          values: points.map((p) => p.p95Ms),
          colour: colours.p95,
          format: formatMs,
        },
      ];
}

/** One chart of the points, named by its title; drawn again for a new width or theme. */
function Chart({ figures, kind, title }: { figures: UsageFigures; kind: Kind; title: string }) {
  const { ref, width } = useElementSize();
  const canvas = useRef<HTMLDivElement>(null);
  const scheme = useComputedColorScheme('light');
  useEffect(() => {
    if (!canvas.current || width <= 0) return;
    void scheme;
    const chart = drawChart(canvas.current, Math.floor(width), figures, seriesOf(kind, figures));
    return () => chart.destroy();
  }, [figures, width, scheme, kind]);
  return (
    <Stack gap={4} ref={ref}>
      <Text fw={500} size="sm">
        {title}
      </Text>
      {/* A picture of the table view, which reads the same numbers. */}
      <div ref={canvas} role="img" aria-label={title} />
    </Stack>
  );
}

/** Requests and errors, then latency, over the range: loaded only with this screen. */
export default function UsageCharts({ figures }: { figures: UsageFigures }) {
  return (
    <Stack gap="lg">
      <Chart figures={figures} kind="requests" title={messages.usageChartRequests} />
      <Chart figures={figures} kind="latency" title={messages.usageChartLatency} />
    </Stack>
  );
}
