export function startExampleServer(options: { port?: number; penUrl: string; clientId: string | (() => string) }): Promise<{ url: string; close: () => Promise<void> }>;
