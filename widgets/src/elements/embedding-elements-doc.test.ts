import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { elementsManifest } from '../../scripts/elements-manifest.generator.ts';
import {
  elementsReference,
  REFERENCE_COMMAND,
  REFERENCE_PATH,
} from '../../scripts/elements-reference.generator.ts';

const WIDGETS = fileURLToPath(new URL('../../', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));

const committed = (): string => {
  try {
    return readFileSync(`${REPO}${REFERENCE_PATH}`, 'utf8');
  } catch {
    return '';
  }
};

describe(REFERENCE_PATH, () => {
  const manifest = elementsManifest(WIDGETS);
  const expected = elementsReference(manifest);

  it('is what the element definitions generate', () => {
    expect(
      committed(),
      `${REFERENCE_PATH} is out of date with widgets/src/elements: run \`${REFERENCE_COMMAND}\` and commit it`,
    ).toBe(expected);
  });

  it('has a section per element with its attributes, events and CSS custom properties', () => {
    for (const module of manifest.modules) {
      for (const declaration of module.declarations) {
        expect(expected).toContain(`## \`<${declaration.tagName}>\``);
        expect(expected).toContain(
          `[\`<${declaration.tagName}>\`](#${declaration.tagName}) | \`${module.path}\``,
        );
      }
    }
    expect(expected).toContain('| `sales-person-id` | `number` | The sales person filter to start with');
    expect(expected).toContain(
      '| `saved` | `{ id: number; orderNo: string; status: string; created: boolean }` | After a save. Cancelable',
    );
    // A `|` in a cell is escaped, also inside a code span.
    expect(expected).toContain(
      "`{ id: number; status: 'requested' \\| 'activated' \\| 'rejected' \\| 'disabled' }`",
    );
    expect(expected).toMatch(/\| `--bo-primary` \| `#1d5bb8` \| buttons, links, the active tab \|/);
  });
});
