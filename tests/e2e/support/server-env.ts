// The one place that says how the server under test is configured, so tests can read the same values.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3005);
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;
export const SITE_HOST_COM = 'www.playmind-studio.com';
export const SITE_HOST_CN = 'www.playmind-studio.cn';
/** Tests tell the server the visitor's country through this header, as a trusted CDN would. */
export const COUNTRY_HEADER = 'x-test-country';
/** Opens /api/metrics to clients that are not on this machine (tests/e2e/health-metrics.spec.ts). */
export const METRICS_TOKEN = 'e2e-metrics-token-0123456789';

/** Where the server plays uploads: the default pattern on the server's port (PORT tells it the port). */
export const playerOrigin = (id: string) => `http://${id}.localhost:${E2E_PORT}`;

export const e2eServerEnv: Record<string, string> = {
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(E2E_PORT),
  DATA_DIR: E2E_DATA_DIR,
  SITE_HOST_COM,
  SITE_HOST_CN,
  TRUST_PROXY_COUNTRY_HEADER: COUNTRY_HEADER,
  METRICS_TOKEN,
  // Every browser test uploads from this one machine: more playables than one visitor's 40 in 10 minutes.
  REVIEW_UPLOADS_PER_IP: '1000',
  // The contact specs and typography's thank-you tests submit more contact forms than one visitor's 10.
  CONTACT_PER_IP: '1000',
};

/** Build-time values of the e2e build (scripts/test-all.sh): static pages bake them in. */
export const E2E_GA_ID = 'G-TEST123';
export const E2E_ICP_RECORD = '沪ICP备12345678号-1';
