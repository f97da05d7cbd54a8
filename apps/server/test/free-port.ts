// A loopback port free right now, for a process told its port before it listens (nginx,
// redis-server, an app whose notifyUrl or PUBLIC_URL names it): one implementation for the root
// scripts, benches, server tests and journeys, below the kernel's ephemeral range (why: its file).
export { freePort } from '../../../scripts/lib/free-port.mjs';
