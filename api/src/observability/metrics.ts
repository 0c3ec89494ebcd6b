// The api's Prometheus metrics (prom-client): requests by method, route pattern and status
// with their latency, and operations started by type. A registry per app, so two apps in one
// process (tests) keep their counts apart; main.ts adds the process's default metrics.
import type { RequestHandler } from 'express';
import { Counter, Histogram, Registry } from 'prom-client';
import { routeOf } from './http-logging';

export function createApiMetrics(registry = new Registry()) {
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const operationsStarted = new Counter({
    name: 'console_operations_started_total',
    help: 'Operations (workflows) started, by operation type',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const operationStartFailures = new Counter({
    name: 'console_operation_start_failures_total',
    help: 'Operation starts Temporal refused or did not answer, by operation type',
    labelNames: ['type'] as const,
    registers: [registry],
  });

  const httpMetrics: RequestHandler = (req, res, next) => {
    const stop = requestDuration.startTimer();
    res.once('finish', () => {
      // Unmatched paths share one label: a scanner must not create a series per URL.
      const labels = {
        method: req.method,
        route: routeOf(req) ?? 'unmatched',
        status: String(res.statusCode),
      };
      stop(labels);
      requests.inc(labels);
    });
    next();
  };

  return { registry, httpMetrics, operationsStarted, operationStartFailures };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;
