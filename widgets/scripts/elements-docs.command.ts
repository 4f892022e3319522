/**
 * `npm run docs:elements`: writes docs/embedding-elements.md from the element definitions (the same
 * manifest the widget build serves as /widgets/custom-elements.json).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { elementsManifest } from './elements-manifest.generator.ts';
import { elementsReference, REFERENCE_PATH } from './elements-reference.generator.ts';

const widgetsDir = fileURLToPath(new URL('../', import.meta.url));
const target = fileURLToPath(new URL(`../../${REFERENCE_PATH}`, import.meta.url));

writeFileSync(target, elementsReference(elementsManifest(widgetsDir)));
console.log(`Wrote ${REFERENCE_PATH}`);
