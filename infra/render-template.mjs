// Prints cloudformation.yaml with edge/viewer-request.js inlined as the function's code
// (CloudFormation takes CloudFront Function code only inline).
import { readFileSync } from 'node:fs';

const here = new URL('./', import.meta.url);
const template = readFileSync(new URL('cloudformation.yaml', here), 'utf8');
const code = readFileSync(new URL('edge/viewer-request.js', here), 'utf8');
const placeholder = /^( +)__FUNCTION_CODE__$/m;
const indent = placeholder.exec(template)?.[1];
if (indent === undefined) throw new Error('cloudformation.yaml has no __FUNCTION_CODE__ line');
const inlined = code
  .trimEnd()
  .split('\n')
  .map((line) => (line === '' ? '' : indent + line))
  .join('\n');
process.stdout.write(template.replace(placeholder, () => inlined));
