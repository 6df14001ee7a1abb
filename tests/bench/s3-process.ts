/**
 * The S3-protocol server the tests use (s3rver over a temp folder), as a process of its own: a
 * benchmark reads its CPU apart from ours. Prints `{"endpoint":…,"bucket":…}` on one line once
 * listening; SIGTERM or SIGINT stops it and removes its folder.
 */
import { startS3Server } from '../src/support/s3-server.ts';

const s3 = await startS3Server();
process.stdout.write(`${JSON.stringify({ endpoint: s3.endpoint, bucket: s3.bucket })}\n`);
const stop = () => void s3.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
