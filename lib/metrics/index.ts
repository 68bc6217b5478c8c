// Prometheus metrics of the site: the registry (fed by lib/events.ts) and who may read it.
export {
  bearerMatches,
  isLoopbackHost,
  metricsAccess,
  type MetricsAccess,
  type MetricsRequestFacts,
} from './access';
export { metricsText, startMetrics } from './registry';
