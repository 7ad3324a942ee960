import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react/box';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

// chart.js tree-shaken: only the two chart types and the pieces they draw with are registered
// (docs/decisions.md 91 for the choice and its size). This module is the dashboard's only import of
// the library, so only the dashboard's chunk carries it.
Chart.register(BarController, LineController, BarElement, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export type ChartConfig = ChartConfiguration<'bar' | 'line', number[], string>;

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A chart on a canvas. The canvas is an image to assistive technology, named by `label`; the
 * figures themselves are in the table that goes with every chart (ChartPanel).
 */
export function ChartCanvas({ config, label, height = 260 }: { config: ChartConfig; label: string; height?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const chart = new Chart(element, {
      ...config,
      options: { responsive: true, maintainAspectRatio: false, animation: reducedMotion() ? false : undefined, ...config.options },
    } as ChartConfig);
    // Printing redraws at the paper's size.
    const beforePrint = () => chart.resize();
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      chart.destroy();
    };
  }, [config]);
  return (
    // Hidden overflow: between a narrower window and the chart's own redraw, the canvas keeps its old width.
    <Box position="relative" h={`${height}px`} w="full" minW="0" overflow="hidden">
      <canvas ref={canvas} role="img" aria-label={label} />
    </Box>
  );
}
