// The floor for the API benchmark: a Fastify route with no database, no plugins and a constant
// answer the size of the feature flags.
import Fastify from 'fastify';

const flags = {
  motor_enabled: true,
  home_enabled: true,
  travel_enabled: true,
  marketing_enabled: true,
  home_resume_enabled: true,
  home_renewal_enabled: true,
  bind_upload_enabled: false,
  home_premium_discounts_enabled: false,
  agent_enabled: false,
};
const app = Fastify({ logger: false });
app.get('/feature', async () => flags);
await app.listen({ port: Number(process.env.PORT ?? 4321), host: '127.0.0.1' });
