// Health's public surface.
export { HealthModule } from './health.module';
