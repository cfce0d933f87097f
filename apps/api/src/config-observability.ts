import { z } from 'zod';

/** What an operator watches the instances through: Prometheus metrics and OpenTelemetry traces. */
export type ObservabilitySettings = {
  /** The bearer token `GET /metrics` asks for; null leaves the endpoint off (404). */
  metricsToken: string | null;
  /** Where traces go by OTLP over HTTP (a collector's `/v1/traces`); null sends none. */
  tracesEndpoint: string | null;
  /** The `service.name` traces carry. */
  serviceName: string;
};

export const observabilityEnvironment = z.object({
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(32, 'METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)')
    .optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .trim()
    .url('OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) address')
    .optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z
    .string()
    .trim()
    .url('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be an http(s) address')
    .optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('visabridge'),
});

type ObservabilityValues = z.infer<typeof observabilityEnvironment>;

/** As OpenTelemetry's own settings read: the traces endpoint as given, else `/v1/traces` on the base endpoint. */
export const observabilityOf = (values: ObservabilityValues): ObservabilitySettings => ({
  metricsToken: values.METRICS_TOKEN ?? null,
  tracesEndpoint:
    values.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (values.OTEL_EXPORTER_OTLP_ENDPOINT
      ? `${values.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces`
      : null),
  serviceName: values.OTEL_SERVICE_NAME,
});
